/** The first schema of the metadata store, portable between SQLite and PostgreSQL. */
import type { CreateTableBuilder } from 'kysely';
import type { MetaDb, StoreDialect } from '../db';

// A migration creates tables by name: the builder is not tied to the schema type it builds.
type Table = CreateTableBuilder<string, string>;

const withId = (t: Table, dialect: StoreDialect): Table =>
  dialect === 'postgresql'
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

const audited = (t: Table): Table =>
  t
    .addColumn('uuid', 'varchar(36)')
    .addColumn('created_on', 'varchar(32)')
    .addColumn('changed_on', 'varchar(32)')
    .addColumn('created_by_fk', 'integer')
    .addColumn('changed_by_fk', 'integer');

const ownersTable = (db: MetaDb, name: string, fk: string, parent: string): Table =>
  db.schema
    .createTable(name)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn(fk, 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
    .addPrimaryKeyConstraint(`${name}_pk`, ['user_id', fk]);

export async function up(db: MetaDb, dialect: StoreDialect): Promise<void> {
  const table = (name: string): Table => withId(db.schema.createTable(name), dialect);

  await table('ab_user')
    .addColumn('username', 'varchar(256)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(320)')
    .addColumn('password', 'varchar(512)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fail_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login', 'varchar(32)')
    .addColumn('created_on', 'varchar(32)')
    .addColumn('changed_on', 'varchar(32)')
    .execute();
  await table('ab_role')
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('ab_user_role')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('ab_role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('ab_user_role_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema
    .createTable('ab_role_permission')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('ab_role.id').onDelete('cascade'))
    .addColumn('permission', 'varchar(100)', (c) => c.notNull())
    .addColumn('view_menu', 'varchar(250)', (c) => c.notNull())
    .addPrimaryKeyConstraint('ab_role_permission_pk', ['role_id', 'permission', 'view_menu'])
    .execute();
  await db.schema
    .createTable('user_session')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('csrf_secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_on', 'varchar(32)', (c) => c.notNull())
    .execute();

  await audited(table('dbs'))
    .addColumn('database_name', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('sqlalchemy_uri', 'varchar(1024)', (c) => c.notNull())
    .addColumn('encrypted_password', 'text')
    .addColumn('encrypted_extra', 'text')
    .addColumn('engine', 'varchar(64)', (c) => c.notNull())
    .addColumn('cache_timeout', 'integer')
    .addColumn('expose_in_sqllab', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('allow_run_async', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_ctas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_cvas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_dml', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_file_upload', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('force_ctas_schema', 'varchar(250)')
    .addColumn('impersonate_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('extra', 'text')
    .addColumn('server_cert', 'text')
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'text')
    .execute();

  await audited(table('tables'))
    .addColumn('table_name', 'varchar(250)', (c) => c.notNull())
    .addColumn('schema', 'varchar(255)')
    .addColumn('catalog', 'varchar(256)')
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id'))
    .addColumn('sql', 'text')
    .addColumn('description', 'text')
    .addColumn('main_dttm_col', 'varchar(250)')
    .addColumn('default_endpoint', 'text')
    .addColumn('offset', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cache_timeout', 'integer')
    .addColumn('is_sqllab_view', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('template_params', 'text')
    .addColumn('extra', 'text')
    .addColumn('filter_select_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('normalize_columns', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('always_filter_main_dttm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fetch_values_predicate', 'text')
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'text')
    .addUniqueConstraint('tables_db_schema_name', ['database_id', 'catalog', 'schema', 'table_name'])
    .execute();

  await audited(table('table_columns'))
    .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('column_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('verbose_name', 'varchar(1024)')
    .addColumn('is_dttm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('type', 'text')
    .addColumn('advanced_data_type', 'varchar(255)')
    .addColumn('groupby', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('filterable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('expression', 'text')
    .addColumn('description', 'text')
    .addColumn('python_date_format', 'varchar(255)')
    .addColumn('extra', 'text')
    .addUniqueConstraint('table_columns_name', ['table_id', 'column_name'])
    .execute();

  await audited(table('sql_metrics'))
    .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('metric_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('verbose_name', 'varchar(1024)')
    .addColumn('metric_type', 'varchar(32)')
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('d3format', 'varchar(128)')
    .addColumn('currency', 'varchar(128)')
    .addColumn('warning_text', 'text')
    .addColumn('extra', 'text')
    .addUniqueConstraint('sql_metrics_name', ['table_id', 'metric_name'])
    .execute();

  await audited(table('slices'))
    .addColumn('slice_name', 'varchar(250)', (c) => c.notNull())
    .addColumn('datasource_id', 'integer')
    .addColumn('datasource_type', 'varchar(200)')
    .addColumn('viz_type', 'varchar(250)')
    .addColumn('params', 'text')
    .addColumn('query_context', 'text')
    .addColumn('description', 'text')
    .addColumn('cache_timeout', 'integer')
    .addColumn('certified_by', 'text')
    .addColumn('certification_details', 'text')
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'text')
    .addColumn('last_saved_at', 'varchar(32)')
    .addColumn('last_saved_by_fk', 'integer')
    .execute();

  await audited(table('dashboards'))
    .addColumn('dashboard_title', 'varchar(500)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.unique())
    .addColumn('position_json', 'text')
    .addColumn('json_metadata', 'text')
    .addColumn('css', 'text')
    .addColumn('description', 'text')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('certified_by', 'text')
    .addColumn('certification_details', 'text')
    .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'text')
    .execute();

  await db.schema
    .createTable('dashboard_slices')
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('slice_id', 'integer', (c) => c.notNull().references('slices.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('dashboard_slices_pk', ['dashboard_id', 'slice_id'])
    .execute();
  await db.schema
    .createTable('dashboard_roles')
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('ab_role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('dashboard_roles_pk', ['dashboard_id', 'role_id'])
    .execute();
  await ownersTable(db, 'slice_user', 'slice_id', 'slices').execute();
  await ownersTable(db, 'dashboard_user', 'dashboard_id', 'dashboards').execute();
  await ownersTable(db, 'sqlatable_user', 'table_id', 'tables').execute();

  await table('favstar')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('class_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('obj_id', 'integer', (c) => c.notNull())
    .addColumn('dttm', 'varchar(32)')
    .addUniqueConstraint('favstar_unique', ['user_id', 'class_name', 'obj_id'])
    .execute();

  await audited(table('saved_query'))
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('db_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('schema', 'varchar(128)')
    .addColumn('catalog', 'varchar(256)')
    .addColumn('label', 'varchar(256)')
    .addColumn('description', 'text')
    .addColumn('sql', 'text')
    .addColumn('template_parameters', 'text')
    .addColumn('extra_json', 'text')
    .addColumn('last_run', 'varchar(32)')
    .addColumn('rows', 'integer')
    .execute();

  await table('query')
    .addColumn('client_id', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('tab_name', 'varchar(256)')
    .addColumn('sql_editor_id', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('catalog', 'varchar(256)')
    .addColumn('sql', 'text')
    .addColumn('select_sql', 'text')
    .addColumn('executed_sql', 'text')
    .addColumn('limit', 'integer')
    .addColumn('select_as_cta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tmp_table_name', 'varchar(256)')
    .addColumn('tmp_schema_name', 'varchar(256)')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('results_key', 'varchar(64)')
    .addColumn('tracking_url', 'text')
    .addColumn('start_time', 'varchar(32)')
    .addColumn('end_time', 'varchar(32)')
    .addColumn('changed_on', 'varchar(32)')
    .addColumn('extra_json', 'text')
    .execute();

  await audited(table('annotation_layer'))
    .addColumn('name', 'varchar(250)', (c) => c.notNull())
    .addColumn('descr', 'text')
    .execute();
  await audited(table('annotation'))
    .addColumn('layer_id', 'integer', (c) => c.notNull().references('annotation_layer.id').onDelete('cascade'))
    .addColumn('short_descr', 'varchar(500)', (c) => c.notNull())
    .addColumn('long_descr', 'text')
    .addColumn('start_dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('json_metadata', 'text')
    .execute();

  await audited(table('report_schedule'))
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('context_markdown', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('crontab', 'varchar(1000)', (c) => c.notNull())
    .addColumn('creation_method', 'varchar(255)')
    .addColumn('timezone', 'varchar(100)', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('report_format', 'varchar(50)')
    .addColumn('sql', 'text')
    .addColumn('chart_id', 'integer', (c) => c.references('slices.id').onDelete('cascade'))
    .addColumn('dashboard_id', 'integer', (c) => c.references('dashboards.id').onDelete('cascade'))
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('validator_type', 'varchar(100)')
    .addColumn('validator_config_json', 'text')
    .addColumn('recipients', 'text')
    .addColumn('log_retention', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('grace_period', 'integer', (c) => c.notNull().defaultTo(14400))
    .addColumn('working_timeout', 'integer', (c) => c.notNull().defaultTo(3600))
    .addColumn('last_eval_dttm', 'varchar(32)')
    .addColumn('last_state', 'varchar(50)')
    .addColumn('last_value', 'text')
    .addColumn('extra', 'text')
    .addColumn('force_screenshot', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('report_schedule_name_type', ['name', 'type'])
    .execute();
  await ownersTable(db, 'report_schedule_user', 'report_schedule_id', 'report_schedule').execute();

  await table('key_value')
    .addColumn('resource', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('uuid', 'varchar(36)', (c) => c.unique())
    .addColumn('created_on', 'varchar(32)')
    .addColumn('created_by_fk', 'integer')
    .addColumn('expires_on', 'varchar(32)')
    .execute();

  await table('logs')
    .addColumn('action', 'varchar(512)')
    .addColumn('user_id', 'integer')
    .addColumn('dashboard_id', 'integer')
    .addColumn('slice_id', 'integer')
    .addColumn('json', 'text')
    .addColumn('dttm', 'varchar(32)')
    .execute();
  await db.schema.createIndex('logs_user_dttm').on('logs').columns(['user_id', 'dttm']).execute();
}

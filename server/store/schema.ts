/**
 * The metadata store's tables as the migrations leave them: one descriptor per column, from which the Kysely
 * `Database` type is derived, so the type and the schema test (tests/server/store-schema.test.ts) read one source.
 */
import type { Generated, UpdateType } from 'kysely';

/**
 * How a column is declared: `id` is the auto-numbered primary key; `int`/`text` are NOT NULL without a default,
 * `int?`/`text?` allow NULL, `int=`/`text=` are NOT NULL with a default (optional on insert).
 */
export type ColumnKind = 'id' | 'int' | 'int?' | 'int=' | 'text' | 'text?' | 'text=';

type ColumnOf<K> = K extends 'id' | 'int='
  ? Generated<number>
  : K extends 'int'
    ? number
    : K extends 'int?'
      ? number | null
      : K extends 'text'
        ? string
        : K extends 'text?'
          ? string | null
          : K extends 'text='
            ? Generated<string>
            : never;

const audited = {
  uuid: 'text?',
  created_on: 'text?',
  changed_on: 'text?',
  created_by_fk: 'int?',
  changed_by_fk: 'int?',
} as const;

/** Every table of the metadata store, column by column, as the migrations create them. */
export const storeTables = {
  ab_user: {
    id: 'id',
    username: 'text',
    first_name: 'text=',
    last_name: 'text=',
    email: 'text?',
    password: 'text?',
    active: 'int=',
    login_count: 'int=',
    fail_login_count: 'int=',
    last_login: 'text?',
    created_on: 'text?',
    changed_on: 'text?',
  },
  ab_role: { id: 'id', name: 'text' },
  ab_user_role: { user_id: 'int', role_id: 'int' },
  ab_role_permission: { role_id: 'int', permission: 'text', view_menu: 'text' },
  user_session: { id: 'text', user_id: 'int', csrf_secret: 'text', created_on: 'text', expires_on: 'text' },
  dbs: {
    id: 'id',
    ...audited,
    database_name: 'text',
    sqlalchemy_uri: 'text',
    encrypted_password: 'text?',
    encrypted_extra: 'text?',
    engine: 'text',
    cache_timeout: 'int?',
    expose_in_sqllab: 'int=',
    allow_run_async: 'int=',
    allow_ctas: 'int=',
    allow_cvas: 'int=',
    allow_dml: 'int=',
    allow_file_upload: 'int=',
    force_ctas_schema: 'text?',
    impersonate_user: 'int=',
    extra: 'text?',
    server_cert: 'text?',
    is_managed_externally: 'int=',
    external_url: 'text?',
  },
  tables: {
    id: 'id',
    ...audited,
    table_name: 'text',
    schema: 'text?',
    catalog: 'text?',
    database_id: 'int',
    sql: 'text?',
    description: 'text?',
    main_dttm_col: 'text?',
    default_endpoint: 'text?',
    offset: 'int=',
    cache_timeout: 'int?',
    is_sqllab_view: 'int=',
    template_params: 'text?',
    extra: 'text?',
    filter_select_enabled: 'int=',
    normalize_columns: 'int=',
    always_filter_main_dttm: 'int=',
    fetch_values_predicate: 'text?',
    is_managed_externally: 'int=',
    external_url: 'text?',
  },
  table_columns: {
    id: 'id',
    ...audited,
    table_id: 'int',
    column_name: 'text',
    verbose_name: 'text?',
    is_dttm: 'int=',
    is_active: 'int=',
    type: 'text?',
    advanced_data_type: 'text?',
    groupby: 'int=',
    filterable: 'int=',
    expression: 'text?',
    description: 'text?',
    python_date_format: 'text?',
    extra: 'text?',
  },
  sql_metrics: {
    id: 'id',
    ...audited,
    table_id: 'int',
    metric_name: 'text',
    verbose_name: 'text?',
    metric_type: 'text?',
    expression: 'text',
    description: 'text?',
    d3format: 'text?',
    currency: 'text?',
    warning_text: 'text?',
    extra: 'text?',
  },
  slices: {
    id: 'id',
    ...audited,
    slice_name: 'text',
    datasource_id: 'int?',
    datasource_type: 'text?',
    viz_type: 'text?',
    params: 'text?',
    query_context: 'text?',
    description: 'text?',
    cache_timeout: 'int?',
    certified_by: 'text?',
    certification_details: 'text?',
    is_managed_externally: 'int=',
    external_url: 'text?',
    last_saved_at: 'text?',
    last_saved_by_fk: 'int?',
  },
  dashboards: {
    id: 'id',
    ...audited,
    dashboard_title: 'text',
    slug: 'text?',
    position_json: 'text?',
    json_metadata: 'text?',
    css: 'text?',
    description: 'text?',
    published: 'int=',
    certified_by: 'text?',
    certification_details: 'text?',
    is_managed_externally: 'int=',
    external_url: 'text?',
  },
  dashboard_slices: { dashboard_id: 'int', slice_id: 'int' },
  dashboard_roles: { dashboard_id: 'int', role_id: 'int' },
  slice_user: { user_id: 'int', slice_id: 'int' },
  dashboard_user: { user_id: 'int', dashboard_id: 'int' },
  sqlatable_user: { user_id: 'int', table_id: 'int' },
  favstar: { id: 'id', user_id: 'int', class_name: 'text', obj_id: 'int', dttm: 'text?' },
  saved_query: {
    id: 'id',
    ...audited,
    user_id: 'int?',
    db_id: 'int?',
    schema: 'text?',
    catalog: 'text?',
    label: 'text?',
    description: 'text?',
    sql: 'text?',
    template_parameters: 'text?',
    extra_json: 'text?',
    last_run: 'text?',
    rows: 'int?',
  },
  query: {
    id: 'id',
    client_id: 'text',
    database_id: 'int',
    user_id: 'int?',
    status: 'text=',
    tab_name: 'text?',
    sql_editor_id: 'text?',
    schema: 'text?',
    catalog: 'text?',
    sql: 'text?',
    select_sql: 'text?',
    executed_sql: 'text?',
    limit: 'int?',
    select_as_cta: 'int=',
    tmp_table_name: 'text?',
    tmp_schema_name: 'text?',
    progress: 'int=',
    rows: 'int?',
    error_message: 'text?',
    results_key: 'text?',
    tracking_url: 'text?',
    start_time: 'text?',
    end_time: 'text?',
    changed_on: 'text?',
    extra_json: 'text?',
  },
  annotation_layer: { id: 'id', ...audited, name: 'text', descr: 'text?' },
  annotation: {
    id: 'id',
    ...audited,
    layer_id: 'int',
    short_descr: 'text',
    long_descr: 'text?',
    start_dttm: 'text',
    end_dttm: 'text',
    json_metadata: 'text?',
  },
  report_schedule: {
    id: 'id',
    ...audited,
    type: 'text',
    name: 'text',
    description: 'text?',
    context_markdown: 'text?',
    active: 'int=',
    crontab: 'text',
    creation_method: 'text?',
    timezone: 'text=',
    report_format: 'text?',
    sql: 'text?',
    chart_id: 'int?',
    dashboard_id: 'int?',
    database_id: 'int?',
    validator_type: 'text?',
    validator_config_json: 'text?',
    recipients: 'text?',
    log_retention: 'int=',
    grace_period: 'int=',
    working_timeout: 'int=',
    last_eval_dttm: 'text?',
    last_state: 'text?',
    last_value: 'text?',
    extra: 'text?',
    force_screenshot: 'int=',
  },
  report_schedule_user: { user_id: 'int', report_schedule_id: 'int' },
  key_value: {
    id: 'id',
    resource: 'text',
    value: 'text',
    uuid: 'text?',
    created_on: 'text?',
    created_by_fk: 'int?',
    expires_on: 'text?',
  },
  logs: {
    id: 'id',
    action: 'text?',
    user_id: 'int?',
    dashboard_id: 'int?',
    slice_id: 'int?',
    json: 'text?',
    dttm: 'text?',
  },
  dynamic_plugin: {
    id: 'id',
    name: 'text',
    key: 'text',
    bundle_url: 'text',
    uuid: 'text?',
    created_on: 'text?',
    changed_on: 'text?',
    created_by_fk: 'int?',
    changed_by_fk: 'int?',
  },
  filter_sets: {
    id: 'id',
    ...audited,
    name: 'text',
    description: 'text?',
    json_metadata: 'text',
    owner_id: 'int',
    owner_type: 'text',
    dashboard_id: 'int',
  },
  report_execution_log: {
    id: 'id',
    uuid: 'text?',
    report_schedule_id: 'int',
    scheduled_dttm: 'text',
    start_dttm: 'text?',
    end_dttm: 'text?',
    state: 'text',
    error_message: 'text?',
    value: 'text?',
  },
  report_run_claim: { run_key: 'text', claimed_on: 'text' },
  tab_state: {
    id: 'id',
    user_id: 'int',
    label: 'text?',
    active: 'int=',
    database_id: 'int?',
    schema: 'text?',
    catalog: 'text?',
    sql: 'text?',
    query_limit: 'int?',
    latest_query_id: 'int?',
    autorun: 'int=',
    template_params: 'text?',
    hide_left_bar: 'int=',
    saved_query_id: 'int?',
    extra_json: 'text?',
    position: 'int=',
    created_on: 'text?',
    changed_on: 'text?',
  },
  table_schema: {
    id: 'id',
    tab_state_id: 'int',
    database_id: 'int',
    schema: 'text?',
    catalog: 'text?',
    table: 'text',
    description: 'text?',
    expanded: 'int=',
    created_on: 'text?',
    changed_on: 'text?',
  },
} as const satisfies Record<string, Record<string, ColumnKind>>;

type Tables = typeof storeTables;

/** The metadata store's schema for Kysely: select, insert and update types of every column. */
export type Database = { -readonly [T in keyof Tables]: { -readonly [C in keyof Tables[T]]: ColumnOf<Tables[T][C]> } };

/** A table's name. */
export type TableName = keyof Database;

/** Some columns of a table as a write sets them (for building an insert or update field by field). */
export type ColumnValues<T extends TableName> = { [C in keyof Database[T]]?: UpdateType<Database[T][C]> };

/** The tables that have every one of the columns `C`. */
export type TableWith<C extends string> = { [T in TableName]: C extends keyof Tables[T] ? T : never }[TableName];

/** The tables whose rows have an auto-numbered id: those the REST resources list, show and change. */
export type IdTable = { [T in TableName]: Tables[T] extends { id: 'id' } ? T : never }[TableName];

/** The join tables that name an object's owners, each with the column that names the object. */
export type OwnersLink =
  | { table: 'slice_user'; fk: 'slice_id' }
  | { table: 'dashboard_user'; fk: 'dashboard_id' }
  | { table: 'sqlatable_user'; fk: 'table_id' }
  | { table: 'report_schedule_user'; fk: 'report_schedule_id' };

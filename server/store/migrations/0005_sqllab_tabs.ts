/**
 * SQL Lab's query tabs, kept per user on the server (Superset's tab_state), and the tables opened in a tab's table
 * browser (table_schema). A tab's `position` is Tessera's: the order of the tab bar.
 */
import type { MetaDb, StoreDialect } from '../db';

export async function up(db: MetaDb, dialect: StoreDialect): Promise<void> {
  const withId = (name: string) => {
    const base = db.schema.createTable(name);
    return dialect === 'postgresql'
      ? base.addColumn('id', 'serial', (c) => c.primaryKey())
      : base.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  await withId('tab_state')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('label', 'varchar(256)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('set null'))
    .addColumn('schema', 'varchar(256)')
    .addColumn('catalog', 'varchar(256)')
    .addColumn('sql', 'text')
    .addColumn('query_limit', 'integer')
    .addColumn('latest_query_id', 'integer', (c) => c.references('query.id').onDelete('set null'))
    .addColumn('autorun', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('template_params', 'text')
    .addColumn('hide_left_bar', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('saved_query_id', 'integer', (c) => c.references('saved_query.id').onDelete('set null'))
    .addColumn('extra_json', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_on', 'varchar(32)')
    .addColumn('changed_on', 'varchar(32)')
    .execute();
  await db.schema.createIndex('ix_tab_state_user').on('tab_state').column('user_id').execute();
  await withId('table_schema')
    .addColumn('tab_state_id', 'integer', (c) => c.notNull().references('tab_state.id').onDelete('cascade'))
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
    .addColumn('schema', 'varchar(256)')
    .addColumn('catalog', 'varchar(256)')
    .addColumn('table', 'varchar(256)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('expanded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_on', 'varchar(32)')
    .addColumn('changed_on', 'varchar(32)')
    .execute();
  await db.schema.createIndex('ix_table_schema_tab').on('table_schema').column('tab_state_id').execute();
}

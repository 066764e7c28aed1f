/** Dynamic chart plugins (DYNAMIC_PLUGINS): Superset's dynamic_plugin table, each key and bundle URL unique. */
import type { MetaDb, StoreDialect } from '../db';

export async function up(db: MetaDb, dialect: StoreDialect): Promise<void> {
  const base = db.schema.createTable('dynamic_plugin');
  await (
    dialect === 'postgresql'
      ? base.addColumn('id', 'serial', (c) => c.primaryKey())
      : base.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('key', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('bundle_url', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('uuid', 'varchar(36)')
    .addColumn('created_on', 'varchar(32)')
    .addColumn('changed_on', 'varchar(32)')
    .addColumn('created_by_fk', 'integer')
    .addColumn('changed_by_fk', 'integer')
    .execute();
}

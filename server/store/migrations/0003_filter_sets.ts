/**
 * Filter sets (DASHBOARD_NATIVE_FILTERS_SET): Superset's filter_sets table, a dashboard's saved filter values, owned
 * by the dashboard (its owners change it) or by one user. Removed with their dashboard.
 */
import type { MetaDb, StoreDialect } from '../db';

export async function up(db: MetaDb, dialect: StoreDialect): Promise<void> {
  const base = db.schema.createTable('filter_sets');
  await (
    dialect === 'postgresql'
      ? base.addColumn('id', 'serial', (c) => c.primaryKey())
      : base.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('uuid', 'varchar(36)')
    .addColumn('created_on', 'varchar(32)')
    .addColumn('changed_on', 'varchar(32)')
    .addColumn('created_by_fk', 'integer')
    .addColumn('changed_by_fk', 'integer')
    .addColumn('name', 'varchar(500)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('json_metadata', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('owner_type', 'varchar(255)', (c) => c.notNull())
    .addColumn('dashboard_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ix_filter_sets_dashboard_id').on('filter_sets').column('dashboard_id').execute();
}

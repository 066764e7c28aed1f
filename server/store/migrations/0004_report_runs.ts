/**
 * Report runs: Superset's report_execution_log (one row per run: state, start, end, error) and the run keys that
 * let several server processes share one schedule: a run (report, scheduled minute) is claimed by inserting its key,
 * which the primary key makes atomic on SQLite and PostgreSQL alike, so no two processes send it twice.
 */
import type { MetaDb, StoreDialect } from '../db';

export async function up(db: MetaDb, dialect: StoreDialect): Promise<void> {
  const base = db.schema.createTable('report_execution_log');
  await (
    dialect === 'postgresql'
      ? base.addColumn('id', 'serial', (c) => c.primaryKey())
      : base.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('uuid', 'varchar(36)')
    .addColumn('report_schedule_id', 'integer', (c) => c.notNull())
    .addColumn('scheduled_dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('start_dttm', 'varchar(32)')
    .addColumn('end_dttm', 'varchar(32)')
    .addColumn('state', 'varchar(50)', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .addColumn('value', 'text')
    .execute();
  await db.schema
    .createIndex('ix_report_execution_log_report')
    .on('report_execution_log')
    .column('report_schedule_id')
    .execute();
  await db.schema
    .createTable('report_run_claim')
    .addColumn('run_key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('claimed_on', 'varchar(32)', (c) => c.notNull())
    .execute();
}

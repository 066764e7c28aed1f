/** Versioned migrations of the metadata store, one list for SQLite and PostgreSQL, applied at start. */
import { Migrator, type Migration } from 'kysely';
import type { Store } from '../db';
import * as initial from './0001_initial';
import * as dynamicPlugins from './0002_dynamic_plugins';
import * as filterSets from './0003_filter_sets';
import * as reportRuns from './0004_report_runs';
import * as sqllabTabs from './0005_sqllab_tabs';

const versions: Array<[string, { up: typeof initial.up }]> = [
  ['0001_initial', initial],
  ['0002_dynamic_plugins', dynamicPlugins],
  ['0003_filter_sets', filterSets],
  ['0004_report_runs', reportRuns],
  ['0005_sqllab_tabs', sqllabTabs],
];

/** Applies every pending migration in one run; fails loudly with the migration's name. */
export async function migrate(store: Store): Promise<string[]> {
  const migrations: Record<string, Migration> = {};
  for (const [name, m] of versions) migrations[name] = { up: (db) => m.up(db, store.dialect) };
  const migrator = new Migrator({ db: store.db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

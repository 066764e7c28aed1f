/** The metadata store: one Kysely instance over SQLite (default) or PostgreSQL (TESSERA_DATABASE_URL). */
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { join } from 'node:path';

import type { Database as Schema } from './schema';

/** The metadata store's Kysely instance, typed by the schema the migrations create. */
export type MetaDb = Kysely<Schema>;
/** A transaction on the metadata store. */
export type MetaTrx = Transaction<Schema>;
export type StoreDialect = 'sqlite' | 'postgresql';

export interface Store {
  db: MetaDb;
  dialect: StoreDialect;
  close(): Promise<void>;
}

/** Opens the metadata store: the SQLite file `<dataDir>/tessera.db`, or PostgreSQL at `databaseUrl`. */
export function openStore(opts: { dataDir: string; databaseUrl: string | null }): Store {
  if (opts.databaseUrl) {
    // BIGINT (int8) comes back as a string by default; our ids fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgresql', close: () => db.destroy() };
  }
  const sqlite = new Database(join(opts.dataDir, 'tessera.db'));
  // WAL with synchronous=FULL: an acknowledged write survives the process being killed.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

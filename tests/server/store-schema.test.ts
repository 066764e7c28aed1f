// The Kysely `Database` type of the metadata store is derived from server/store/schema.ts; this test migrates a
// fresh store on SQLite and on PostgreSQL and requires every table and column to be what that descriptor says
// (name, integer or text, NULL allowed, default), so the type cannot drift from the migrations.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../server/store/db';
import { migrate } from '../../server/store/migrations';
import { storeTables, type ColumnKind } from '../../server/store/schema';
import { freshPostgresUrl, STORE_KINDS } from './harness';

interface ColumnFacts {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  autoId: boolean;
}

/** The column a migrated store holds, written as the descriptor writes it. */
function kindOf(c: ColumnFacts): ColumnKind {
  if (c.autoId) return 'id';
  const base = /int/i.test(c.type) ? 'int' : 'text';
  return c.nullable ? `${base}?` : c.hasDefault ? `${base}=` : base;
}

async function sqliteColumns(store: Store): Promise<ColumnFacts[]> {
  const rows = await sql<{
    table: string;
    ddl: string;
    name: string;
    type: string;
    notnull: number;
    dflt: string | null;
    pk: number;
  }>`
    select m.name as "table", m.sql as ddl, c.name, c.type, c."notnull" as "notnull", c.dflt_value as dflt, c.pk
    from sqlite_master m join pragma_table_info(m.name) c
    where m.type = 'table' and m.name not like 'sqlite_%' and m.name not like 'kysely_%'`.execute(store.db);
  return rows.rows.map((r) => ({
    table: r.table,
    column: r.name,
    type: r.type,
    // A declared primary key never holds NULL here, whatever SQLite's legacy rules would allow.
    nullable: !r.notnull && !r.pk,
    hasDefault: r.dflt !== null,
    autoId: r.pk === 1 && /^integer$/i.test(r.type) && /autoincrement/i.test(r.ddl),
  }));
}

async function postgresColumns(store: Store): Promise<ColumnFacts[]> {
  const rows = await sql<{ table: string; name: string; type: string; is_nullable: string; dflt: string | null }>`
    select table_name as "table", column_name as name, data_type as type, is_nullable, column_default as dflt
    from information_schema.columns
    where table_schema = 'public' and table_name not like 'kysely_%'`.execute(store.db);
  return rows.rows.map((r) => ({
    table: r.table,
    column: r.name,
    type: r.type,
    nullable: r.is_nullable === 'YES',
    hasDefault: r.dflt !== null,
    autoId: r.dflt?.startsWith('nextval(') ?? false,
  }));
}

describe.each(STORE_KINDS)('the metadata store schema on %s', (kind) => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('every table and column of the migrations is the one server/store/schema.ts declares', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-schema-'));
    dirs.push(dataDir);
    const store = openStore({ dataDir, databaseUrl: kind === 'postgresql' ? await freshPostgresUrl() : null });
    try {
      await migrate(store);
      const facts = kind === 'sqlite' ? await sqliteColumns(store) : await postgresColumns(store);
      const actual: Record<string, Record<string, ColumnKind>> = {};
      for (const c of facts) (actual[c.table] ??= {})[c.column] = kindOf(c);
      expect(actual).toEqual(storeTables);
    } finally {
      await store.close();
    }
  });
});

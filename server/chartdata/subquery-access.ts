/** With ALLOW_ADHOC_SUBQUERY on, the tables that adhoc sub-queries read must be ones the user may read. */
import type { AppContext } from '../context';
import { forbidden } from '../http/errors';
import { accessibleDatasetIds, allDatasourceAccess, databasePerm } from '../security/access';
import type { Principal } from '../security/principal';

/** Schemas an unqualified table name resolves to (DuckDB's and PostgreSQL's defaults). */
const DEFAULT_SCHEMAS = new Set(['main', 'public']);

/**
 * Superset's raise_for_access for the tables of adhoc sub-queries: allowed with all_datasource_access, with
 * database_access on the dataset's database, or when each table is a physical dataset of that database the
 * user may query; otherwise 403 naming the tables. Names match exactly as written (fail closed).
 */
export async function checkSubqueryTables(
  ctx: AppContext,
  user: Principal,
  databaseId: number,
  tables: string[],
): Promise<void> {
  if (!tables.length || allDatasourceAccess(user)) return;
  const db = ctx.store.db;
  const database = await db
    .selectFrom('dbs')
    .select(['id', 'database_name'])
    .where('id', '=', databaseId)
    .executeTakeFirst();
  if (
    database &&
    user.permissions.has(`database_access|${databasePerm(String(database.database_name), Number(database.id))}`)
  )
    return;
  const ids = await accessibleDatasetIds(db, user);
  const readable = new Set<string>();
  if (ids !== 'all' && ids.length) {
    const rows = await db
      .selectFrom('tables')
      .select(['schema', 'table_name', 'sql'])
      .where('database_id', '=', databaseId)
      .where('id', 'in', ids)
      .execute();
    for (const r of rows) {
      if (typeof r.sql === 'string' && r.sql.trim()) continue;
      const schema = (r.schema as string | null) ?? null;
      const table = String(r.table_name);
      if (schema) readable.add(`${schema}.${table}`);
      if (!schema || DEFAULT_SCHEMAS.has(schema)) readable.add(table);
    }
  }
  const denied = [...new Set(tables.filter((t) => !readable.has(t)))];
  if (denied.length)
    throw forbidden(
      `You need access to the following tables: ${denied.join(', ')}, \`all_database_access\` or \`all_datasource_access\` permission`,
    );
}

/** GET /api/v1/sqllab/: what SQL Lab opens with: the active tab, the tab list, the databases and the tab's queries. */
import type { FastifyInstance } from 'fastify';
import type { Row } from '../api/resource';
import { clientQuery } from '../api/resources/query-log';
import type { AppContext } from '../context';
import { bool, parseJsonText } from '../domain/audit';
import { parseUri } from '../engines';
import { isAdmin, type Principal } from '../security/principal';
import { requireSqlLab } from './access';
import { tabDict } from './tabs';

/** The most recent queries of the active tab answered with the bootstrap. */
const BOOTSTRAP_QUERIES = 100;

function backendOf(uri: unknown): string | null {
  try {
    return parseUri(String(uri)).engine;
  } catch {
    return null;
  }
}

/** The databases the user may open in SQL Lab, keyed by id, with the flags the page reads. */
async function sqlLabDatabases(ctx: AppContext, user: Principal): Promise<Record<string, Row>> {
  const rows = (await ctx.store.db.selectFrom('dbs').selectAll().orderBy('database_name').execute()) as Row[];
  const out: Record<string, Row> = {};
  for (const r of rows) {
    if (!bool(r.expose_in_sqllab) && !isAdmin(user)) continue;
    const extra = parseJsonText<Row>(r.extra, {});
    out[String(r.id)] = {
      id: Number(r.id),
      database_name: r.database_name,
      backend: backendOf(r.sqlalchemy_uri),
      allow_run_async: bool(r.allow_run_async),
      allow_dml: bool(r.allow_dml),
      allow_ctas: bool(r.allow_ctas),
      allow_cvas: bool(r.allow_cvas),
      allow_file_upload: bool(r.allow_file_upload),
      expose_in_sqllab: bool(r.expose_in_sqllab),
      disable_data_preview: extra.disable_data_preview === true,
    };
  }
  return out;
}

/** Registers the bootstrap route. */
export function bootstrapRoute(app: FastifyInstance): void {
  app.get('/api/v1/sqllab/', async (req) => {
    const user = requireSqlLab(req);
    const ctx = req.server.tessera;
    const tabs = await ctx.store.db
      .selectFrom('tab_state')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const active = tabs.find((t) => bool(t.active)) ?? tabs[0] ?? null;
    const queries: Record<string, Row> = {};
    if (active) {
      const rows = (await ctx.store.db
        .selectFrom('query')
        .leftJoin('dbs', 'dbs.id', 'query.database_id')
        .selectAll('query')
        .select('dbs.database_name')
        .where('query.user_id', '=', user.id)
        .where('query.sql_editor_id', '=', String(active.id))
        .orderBy('query.id', 'desc')
        .limit(BOOTSTRAP_QUERIES)
        .execute()) as Row[];
      const who = { first_name: user.firstName, last_name: user.lastName };
      for (const r of rows) queries[String(r.client_id)] = clientQuery(r, (r.database_name as string) ?? null, who);
    }
    return {
      result: {
        active_tab: active ? await tabDict(ctx, user, active as Row) : null,
        tab_state_ids: tabs.map((t) => [Number(t.id), t.label ?? null]),
        databases: await sqlLabDatabases(ctx, user),
        queries,
      },
    };
  });
}

/** Dashboards: what a write accepts, the layout and metadata checks, the writes and copies, how one reads in the API, and who sees which. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { chartIdsOf, parsePositionJson } from '../../src/core/layout';
import { fieldErrors, unprocessable } from '../http/errors';
import {
  accessibleDatasetIds,
  readableChartsOnly,
  requireReadableAddedCharts,
  requireReadableCharts,
} from '../security/access';
import { isAdmin } from '../security/principal';
import type { MetaDb, MetaTrx as Trx } from '../store/db';
import type { ColumnValues } from '../store/schema';
import { auditFields, bool, changedStamp, createdStamp, parseJsonText } from './audit';
import { positionsFor } from './dashboard-parts';
import { OWNERS, ownerIdsFor, ownersOf, peopleById, setOwners } from './owners';
import type { Actor, Query, Row } from './types';
import { copyGiven } from './values';

const DASHBOARD_POSITION_DATA_LIMIT = 65535;
const UNTITLED = '[ untitled dashboard ]';

const fields = {
  dashboard_title: z.string().max(500, 'Length must be between 0 and 500.').nullable().optional(),
  slug: z.string().max(255, 'Length must be between 1 and 255.').nullable().optional(),
  owners: z.array(z.number().int()).optional(),
  roles: z.array(z.number().int()).optional(),
  position_json: z.string().nullable().optional(),
  css: z.string().nullable().optional(),
  json_metadata: z.string().nullable().optional(),
  published: z.boolean().nullable().optional(),
  certified_by: z.string().nullable().optional(),
  certification_details: z.string().nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  tags: z.array(z.number().int()).optional(),
  theme_id: z.number().int().nullable().optional(),
};
/** What a dashboard create or update accepts (DashboardPostSchema / DashboardPutSchema). */
export const dashboardBodySchema = z.strictObject(fields);
export type DashboardBody = z.infer<typeof dashboardBodySchema>;

/** Parses and checks position_json; returns the chart ids it places. */
function layoutChartIds(text: string): number[] {
  if (text.length > DASHBOARD_POSITION_DATA_LIMIT) {
    throw unprocessable({ position_json: [`Your dashboard is too large. Please reduce its size before saving it.`] });
  }
  let layout: unknown;
  try {
    layout = JSON.parse(text);
  } catch {
    throw unprocessable({ position_json: ['Not a valid JSON.'] });
  }
  if (!layout || typeof layout !== 'object' || Array.isArray(layout))
    throw unprocessable({ position_json: ['Not a valid JSON.'] });
  return [...new Set(chartIdsOf(parsePositionJson(layout)))];
}

/** json_metadata parsed; not a JSON object is a 400 naming the field, as Superset's schema answers it. */
function checkMetadata(text: string): Row {
  let meta: unknown;
  try {
    meta = JSON.parse(text);
  } catch {
    throw fieldErrors({ json_metadata: ['Not a valid JSON.'] });
  }
  if (!meta || typeof meta !== 'object' || Array.isArray(meta))
    throw fieldErrors({ json_metadata: ['Not a valid JSON.'] });
  const m = meta as Row;
  delete m.show_native_filters;
  return m;
}

function normaliseSlug(slug: string | null | undefined): string | null | undefined {
  if (slug === undefined) return undefined;
  const s = (slug ?? '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '');
  return s === '' ? null : s;
}

/** Creates (`id` null) or changes a dashboard: title, slug, layout, metadata, owners, roles and its charts. */
export async function writeDashboard(trx: Trx, id: number | null, data: DashboardBody, scope: Actor): Promise<number> {
  const slug = normaliseSlug(data.slug);
  if (slug) {
    let q = trx.selectFrom('dashboards').select('id').where('slug', '=', slug);
    if (id !== null) q = q.where('id', '!=', id);
    if (await q.executeTakeFirst()) throw unprocessable({ slug: ['Must be unique'] });
  }
  const values: ColumnValues<'dashboards'> = {};
  if (data.dashboard_title !== undefined) values.dashboard_title = data.dashboard_title?.trim() || UNTITLED;
  if (slug !== undefined) values.slug = slug;
  copyGiven(values, data, ['css', 'certified_by', 'certification_details', 'external_url', 'description'] as const);
  // NOT NULL flags: a null published reads as a draft, as Superset shows it.
  if (data.published !== undefined) values.published = data.published ? 1 : 0;
  if (data.is_managed_externally !== undefined) values.is_managed_externally = data.is_managed_externally ? 1 : 0;
  // Clearing the certifier clears the certification details with it.
  if (data.certified_by === '' || data.certified_by === null) values.certification_details = null;
  let chartIds: number[] | null = null;
  if (data.position_json !== undefined && data.position_json !== null && data.position_json !== '') {
    chartIds = layoutChartIds(data.position_json);
    values.position_json = data.position_json;
  } else if (data.position_json !== undefined) values.position_json = null;
  if (data.json_metadata) {
    const meta = checkMetadata(data.json_metadata);
    // A save sends its layout as json_metadata.positions: it becomes position_json (Superset's set_dash_metadata).
    if (meta.positions && typeof meta.positions === 'object' && !Array.isArray(meta.positions)) {
      const text = JSON.stringify(meta.positions);
      if (chartIds === null) {
        chartIds = layoutChartIds(text);
        values.position_json = text;
      }
    }
    delete meta.positions;
    values.json_metadata = JSON.stringify(meta);
  } else if (data.json_metadata !== undefined) values.json_metadata = null;

  let dashboardId: number;
  if (id === null) {
    const row = await trx
      .insertInto('dashboards')
      .values({ ...createdStamp(scope.user.id, randomUUID()), dashboard_title: UNTITLED, published: 0, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    dashboardId = Number(row.id);
  } else {
    dashboardId = id;
    await trx
      .updateTable('dashboards')
      .set({ ...values, ...changedStamp(scope.user.id) })
      .where('id', '=', id)
      .execute();
  }
  if (chartIds !== null) {
    await requireReadableAddedCharts(trx, scope.user, dashboardId, chartIds);
    const found = chartIds.length
      ? await trx.selectFrom('slices').select('id').where('id', 'in', chartIds).execute()
      : [];
    await trx.deleteFrom('dashboard_slices').where('dashboard_id', '=', dashboardId).execute();
    if (found.length)
      await trx
        .insertInto('dashboard_slices')
        .values(found.map((s) => ({ dashboard_id: dashboardId, slice_id: s.id })))
        .execute();
  }
  if (data.owners !== undefined || id === null) {
    const missing = await setOwners(trx, OWNERS.dashboard, dashboardId, ownerIdsFor(scope, data.owners));
    if (missing.length) throw unprocessable({ owners: ['Owners are invalid'] });
  }
  if (data.roles !== undefined) {
    const roles = data.roles.length
      ? await trx.selectFrom('ab_role').select('id').where('id', 'in', data.roles).execute()
      : [];
    if (roles.length !== new Set(data.roles).size) throw unprocessable({ roles: ['Some roles do not exist'] });
    await trx.deleteFrom('dashboard_roles').where('dashboard_id', '=', dashboardId).execute();
    if (roles.length)
      await trx
        .insertInto('dashboard_roles')
        .values(roles.map((r) => ({ dashboard_id: dashboardId, role_id: r.id })))
        .execute();
  }
  return dashboardId;
}

async function rolesOf(db: MetaDb, ids: number[]): Promise<Map<number, Row[]>> {
  const out = new Map<number, Row[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('dashboard_roles as dr')
    .innerJoin('ab_role as r', 'r.id', 'dr.role_id')
    .select(['dr.dashboard_id', 'r.id', 'r.name'])
    .where('dr.dashboard_id', 'in', ids)
    .execute();
  for (const r of rows) out.get(Number(r.dashboard_id))?.push({ id: Number(r.id), name: r.name });
  return out;
}

/** Names of the charts on each dashboard that the user may read. */
async function chartNamesOf(scope: Actor, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const db = scope.ctx.store.db;
  const onDashboards = db
    .selectFrom('dashboard_slices as ds')
    .innerJoin('slices', 'slices.id', 'ds.slice_id')
    .select(['ds.dashboard_id', 'slices.slice_name'])
    .where('ds.dashboard_id', 'in', ids)
    .orderBy('slices.id');
  const rows = await (await readableChartsOnly(db, scope.user, onDashboards)).execute();
  for (const r of rows) out.get(Number(r.dashboard_id))?.push(String(r.slice_name));
  return out;
}

/** Dashboards as the list (and, with `detail`, the show) endpoint answers them. */
export async function renderDashboards(rows: Row[], scope: Actor, detail: boolean): Promise<Row[]> {
  const db = scope.ctx.store.db;
  const ids = rows.map((r) => Number(r.id));
  const [owners, roles, people, charts, positions] = await Promise.all([
    ownersOf(db, OWNERS.dashboard, ids),
    rolesOf(db, ids),
    peopleById(
      db,
      rows.flatMap((r) => [r.changed_by_fk as number, r.created_by_fk as number]),
    ),
    detail ? chartNamesOf(scope, ids) : Promise.resolve(new Map<number, string[]>()),
    positionsFor(scope, rows),
  ]);
  return rows.map((r) => {
    const id = Number(r.id);
    const published = bool(r.published);
    const item: Row = {
      id,
      dashboard_title: r.dashboard_title,
      slug: r.slug ?? null,
      url: `/superset/dashboard/${String(r.slug ?? id)}/`,
      published,
      status: published ? 'published' : 'draft',
      css: r.css ?? '',
      json_metadata: r.json_metadata ?? '',
      position_json: positions.get(id) ?? null,
      certified_by: r.certified_by ?? null,
      certification_details: r.certification_details ?? null,
      is_managed_externally: bool(r.is_managed_externally),
      external_url: r.external_url ?? null,
      thumbnail_url: `/api/v1/dashboard/${id}/thumbnail/${String(r.uuid ?? id)}/`,
      owners: owners.get(id) ?? [],
      roles: roles.get(id) ?? [],
      tags: [],
      uuid: r.uuid ?? null,
      ...auditFields(r, people),
    };
    if (detail) item.charts = charts.get(id) ?? [];
    return item;
  });
}

/** Admins see all; others their own, and published dashboards they may reach (roles under DASHBOARD_RBAC). */
export async function visibleDashboards(q: Query, scope: Actor): Promise<Query> {
  if (isAdmin(scope.user)) return q;
  const userId = scope.user.id;
  const ids = await accessibleDatasetIds(scope.ctx.store.db, scope.user);
  const rbac = scope.ctx.config.featureFlags.DASHBOARD_RBAC;
  const roleNames = scope.user.roles.length ? scope.user.roles : [''];
  return q.where((eb) => {
    const owned = eb.exists(
      eb
        .selectFrom('dashboard_user')
        .select('user_id')
        .whereRef('dashboard_user.dashboard_id', '=', 'dashboards.id')
        .where('dashboard_user.user_id', '=', userId),
    );
    const hasRoles = eb.exists(
      eb.selectFrom('dashboard_roles').select('role_id').whereRef('dashboard_roles.dashboard_id', '=', 'dashboards.id'),
    );
    const roleMatch = eb.exists(
      eb
        .selectFrom('dashboard_roles')
        .innerJoin('ab_role', 'ab_role.id', 'dashboard_roles.role_id')
        .select('role_id')
        .whereRef('dashboard_roles.dashboard_id', '=', 'dashboards.id')
        .where('ab_role.name', 'in', roleNames),
    );
    const noCharts = eb.not(
      eb.exists(
        eb
          .selectFrom('dashboard_slices')
          .select('slice_id')
          .whereRef('dashboard_slices.dashboard_id', '=', 'dashboards.id'),
      ),
    );
    const datasetMatch =
      ids === 'all'
        ? sql<boolean>`1 = 1`
        : ids.length
          ? eb.exists(
              eb
                .selectFrom('dashboard_slices')
                .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
                .select('slice_id')
                .whereRef('dashboard_slices.dashboard_id', '=', 'dashboards.id')
                .where('slices.datasource_id', 'in', ids),
            )
          : sql<boolean>`1 = 0`;
    const published = eb('dashboards.published', '=', 1);
    const reachable = rbac
      ? eb.or([eb.and([hasRoles, roleMatch]), eb.and([eb.not(hasRoles), eb.or([datasetMatch, noCharts])])])
      : eb.or([datasetMatch, noCharts]);
    return eb.or([owned, eb.and([published, reachable])]);
  });
}

/** The id of the dashboard with this slug, or null. */
export async function resolveSlug(key: string, scope: Actor): Promise<number | null> {
  const row = await scope.ctx.store.db.selectFrom('dashboards').select('id').where('slug', '=', key).executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** Copies a dashboard (save as); with duplicate_slices the charts are copied too. */
export async function copyDashboard(scope: Actor, sourceId: number, data: Row): Promise<number> {
  const db = scope.ctx.store.db;
  return db.transaction().execute(async (trx) => {
    const src = (await trx.selectFrom('dashboards').selectAll().where('id', '=', sourceId).executeTakeFirst()) as
      Row | undefined;
    if (!src) throw unprocessable({ id: ['Dashboard does not exist'] });
    const meta =
      typeof data.json_metadata === 'string'
        ? checkMetadata(data.json_metadata)
        : ((data.json_metadata as Row | undefined) ?? parseJsonText<Row>(src.json_metadata, {}));
    let position = (meta.positions as Row | undefined) ?? parseJsonText<Row>(src.position_json, {});
    delete meta.positions;
    if (data.duplicate_slices) {
      const slices = await trx
        .selectFrom('slices')
        .innerJoin('dashboard_slices', 'dashboard_slices.slice_id', 'slices.id')
        .selectAll('slices')
        .where('dashboard_slices.dashboard_id', '=', sourceId)
        .execute();
      // A copy is owned by the user, so copying a chart they may not read would hand them its form data.
      await requireReadableCharts(
        trx,
        scope.user,
        slices.map((s) => Number(s.id)),
      );
      const remap = new Map<number, number>();
      for (const s of slices) {
        const { id: oldId, ...rest } = s;
        const copy = await trx
          .insertInto('slices')
          .values({ ...rest, ...createdStamp(scope.user.id, randomUUID()) })
          .returning('id')
          .executeTakeFirstOrThrow();
        remap.set(Number(oldId), Number(copy.id));
        await setOwners(trx, OWNERS.chart, Number(copy.id), [scope.user.id]);
      }
      position = JSON.parse(
        JSON.stringify(position, (k, v: unknown) =>
          k === 'chartId' && typeof v === 'number' ? (remap.get(v) ?? v) : v,
        ),
      ) as Row;
    }
    const body = {
      dashboard_title:
        typeof data.dashboard_title === 'string' ? data.dashboard_title : `${String(src.dashboard_title)} [copy]`,
      css: typeof data.css === 'string' ? data.css : ((src.css as string | null) ?? null),
      json_metadata: JSON.stringify(meta),
      position_json: JSON.stringify(position),
      owners: [scope.user.id],
    };
    return writeDashboard(trx, null, body, scope);
  });
}

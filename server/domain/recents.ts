/** Recent activity: views recorded in `logs`, read back as Superset's recent_activity. */
import { z } from 'zod';
import { now } from '../clock';
import type { AppContext } from '../context';
import { naturalTime } from '../http/humanize';
import type { Row } from './types';

const SCAN_LIMIT = 1000;

/** Records that a user viewed a dashboard (action 'dashboard') or a chart (action 'explore'); anonymous views are not kept. */
export async function logView(
  ctx: AppContext,
  userId: number,
  target: { dashboardId?: number; sliceId?: number },
): Promise<void> {
  if (!userId) return;
  const action = target.dashboardId !== undefined ? 'dashboard' : 'explore';
  await ctx.store.db
    .insertInto('logs')
    .values({
      action,
      user_id: userId,
      dashboard_id: target.dashboardId ?? null,
      slice_id: target.sliceId ?? null,
      json: '{}',
      dttm: now().toISOString(),
    })
    .execute();
}

/** What a recent-activity request may ask (rison q). */
export const recentActivityQuerySchema = z.object({
  actions: z.array(z.string()).optional(),
  distinct: z.boolean().optional(),
  page: z.number().int().min(0).optional(),
  page_size: z.number().int().min(1).max(1000).optional(),
});

/** A user's recent dashboard and chart views, newest first; with `distinct` each object once. */
export async function recentActivity(
  ctx: AppContext,
  userId: number,
  q: z.infer<typeof recentActivityQuerySchema>,
): Promise<Row[]> {
  const db = ctx.store.db;
  const actions = q.actions ?? ['explore', 'dashboard'];
  if (!actions.length) return [];
  const logs = await db
    .selectFrom('logs')
    .select(['action', 'dashboard_id', 'slice_id', 'dttm'])
    .where('user_id', '=', userId)
    .where('action', 'in', actions)
    .orderBy('dttm', 'desc')
    .orderBy('id', 'desc')
    .limit(SCAN_LIMIT)
    .execute();
  const dashboardIds = [
    ...new Set(
      logs
        .map((l) => l.dashboard_id)
        .filter((v) => v !== null)
        .map(Number),
    ),
  ];
  const sliceIds = [
    ...new Set(
      logs
        .map((l) => l.slice_id)
        .filter((v) => v !== null)
        .map(Number),
    ),
  ];
  const [dashboards, slices] = await Promise.all([
    dashboardIds.length
      ? db.selectFrom('dashboards').select(['id', 'dashboard_title', 'slug']).where('id', 'in', dashboardIds).execute()
      : Promise.resolve([]),
    sliceIds.length
      ? db.selectFrom('slices').select(['id', 'slice_name']).where('id', 'in', sliceIds).execute()
      : Promise.resolve([]),
  ]);
  const dashboardById = new Map(dashboards.map((d) => [Number(d.id), d]));
  const sliceById = new Map(slices.map((s) => [Number(s.id), s]));
  const seen = new Set<string>();
  const at = now();
  const items: Row[] = [];
  for (const log of logs) {
    const d = log.dashboard_id !== null ? dashboardById.get(Number(log.dashboard_id)) : undefined;
    const s = d ? undefined : log.slice_id !== null ? sliceById.get(Number(log.slice_id)) : undefined;
    if (!d && !s) continue;
    const identity = d ? `dashboard:${String(d.id)}` : `slice:${String(s?.id)}`;
    if (q.distinct !== false && seen.has(identity)) continue;
    seen.add(identity);
    items.push({
      action: log.action,
      item_type: d ? 'dashboard' : 'slice',
      item_url: d ? `/superset/dashboard/${String(d.slug ?? d.id)}/` : `/explore/?slice_id=${String(s?.id)}`,
      item_title: d ? d.dashboard_title : s?.slice_name,
      time: Date.parse(String(log.dttm)),
      time_delta_humanized: naturalTime(String(log.dttm), at),
    });
  }
  const size = q.page_size ?? 10;
  const page = q.page ?? 0;
  return items.slice(page * size, (page + 1) * size);
}

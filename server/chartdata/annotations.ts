/**
 * Annotation data of a chart query: native annotation layers read from the metadata store, and time-series
 * layers taken from another chart (its saved query context, with the layer's overrides).
 */
import type { AnnotationLayer, QueryContext, QueryObject, TimeGrain } from '../../src/core/query';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { parseJsonText } from '../domain/audit';

/** Runs another chart's query context for a layer; the signal stops it at the layer's time limit. */
export type ChartRunner = (qc: QueryContext, signal: AbortSignal) => Promise<Record<string, unknown>>;

/** Seconds a chart layer may take, as Superset's annotation query default. */
export const ANNOTATION_TIMEOUT_SECONDS = 60;

const OVERRIDE_KEYS = ['granularity', 'time_grain_sqla', 'time_range', 'time_shift'] as const;

/** The layer chart's query with the layer's overrides; a null override takes the main query's value. */
function overridden(q: QueryObject, layer: AnnotationLayer, main: QueryObject): QueryObject {
  const out: QueryObject = { ...q, annotation_layers: [] };
  for (const key of OVERRIDE_KEYS) {
    if (!layer.overrides || !(key in layer.overrides)) continue;
    const value = layer.overrides[key] ?? (key === 'time_grain_sqla' ? main.extras?.time_grain_sqla : main[key]);
    if (key === 'time_grain_sqla')
      out.extras = { ...(out.extras ?? {}), time_grain_sqla: (value ?? null) as TimeGrain | null };
    else if (key === 'time_range' && typeof value === 'string') {
      out.time_range = value;
      out.filters = (out.filters ?? []).map((f) => (f.op === 'TEMPORAL_RANGE' ? { ...f, val: value } : f));
    } else (out as Record<string, unknown>)[key] = value ?? null;
  }
  return out;
}

async function chartLayer(
  ctx: AppContext,
  layer: AnnotationLayer,
  main: QueryObject,
  force: boolean,
  run: ChartRunner,
): Promise<Record<string, unknown>> {
  const chart = await ctx.store.db
    .selectFrom('slices')
    .select(['query_context'])
    .where('id', '=', Number(layer.value))
    .executeTakeFirst();
  if (!chart) throw new ApiError(400, `Annotation layer "${layer.name}": the chart does not exist`);
  const saved = parseJsonText<QueryContext | null>(chart.query_context, null);
  if (!saved?.queries?.[0])
    throw new ApiError(400, `Annotation layer "${layer.name}": the chart query context does not exist`);
  const qc: QueryContext = {
    ...saved,
    force,
    result_type: 'full',
    result_format: 'json',
    queries: [overridden(saved.queries[0], layer, main)],
  };
  const result = await run(qc, AbortSignal.timeout(ANNOTATION_TIMEOUT_SECONDS * 1000));
  // A layer chart with no rows is a success with no records ('no data'), not an error.
  return result;
}

/** `{layer name: data}` for the native and chart layers shown on the chart; formula layers are drawn by the client. */
export async function annotationData(
  ctx: AppContext,
  layers: AnnotationLayer[],
  main: QueryObject = {},
  force = false,
  run?: ChartRunner,
): Promise<Record<string, unknown> | null> {
  const native = layers.filter((l) => l.show && l.sourceType === 'NATIVE');
  const charts = run ? layers.filter((l) => l.show && (l.sourceType === 'line' || l.sourceType === 'table')) : [];
  if (!native.length && !charts.length) return null;
  const out: Record<string, unknown> = {};
  for (const layer of charts) out[layer.name] = await chartLayer(ctx, layer, main, force, run as ChartRunner);
  for (const layer of native) {
    const rows = await ctx.store.db
      .selectFrom('annotation')
      .select(['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'])
      .where('layer_id', '=', Number(layer.value))
      .orderBy('start_dttm')
      .execute();
    out[layer.name] = {
      columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
      records: rows.map((r) => ({
        start_dttm: Date.parse(`${String(r.start_dttm).replace(/Z$/, '')}Z`),
        end_dttm: Date.parse(`${String(r.end_dttm).replace(/Z$/, '')}Z`),
        short_descr: r.short_descr,
        long_descr: r.long_descr,
        json_metadata: r.json_metadata,
      })),
    };
  }
  return out;
}

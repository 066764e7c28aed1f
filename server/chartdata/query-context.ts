/** Reads a chart data request body (Superset's QueryContext) leniently, renaming deprecated fields. */
import { z } from 'zod';
import type { QueryContext, QueryObject } from '../../src/core/query';
import { badRequest } from '../http/errors';
import { zodFieldErrors } from '../api/rison';

const RESULT_TYPES = [
  'columns',
  'full',
  'query',
  'results',
  'samples',
  'timegrains',
  'post_processed',
  'drill_detail',
] as const;
const RESULT_FORMATS = ['json', 'csv', 'xlsx', 'arrow'] as const;

const queryObjectSchema = z.looseObject({
  row_limit: z.number().int().min(0, 'Must be greater than or equal to 0.').nullable().optional(),
  row_offset: z.number().int().min(0, 'Must be greater than or equal to 0.').nullable().optional(),
  columns: z.array(z.unknown()).optional(),
  metrics: z.array(z.unknown()).nullable().optional(),
  filters: z.array(z.looseObject({ col: z.unknown(), op: z.string(), val: z.unknown().optional() })).optional(),
  orderby: z.array(z.tuple([z.unknown(), z.boolean()])).optional(),
  post_processing: z
    .array(z.looseObject({ operation: z.string(), options: z.record(z.string(), z.unknown()).optional() }).nullable())
    .optional(),
});

const contextSchema = z.looseObject({
  datasource: z.object({ id: z.union([z.number().int(), z.string()]), type: z.string() }),
  force: z.boolean().optional(),
  custom_cache_timeout: z.number().int().nullable().optional(),
  result_type: z.enum(RESULT_TYPES).optional(),
  result_format: z.enum(RESULT_FORMATS).optional(),
  form_data: z.record(z.string(), z.unknown()).nullable().optional(),
  queries: z.array(queryObjectSchema),
});

/** Superset's post_load renames on a query object. */
export function normaliseQuery(raw: Record<string, unknown>): QueryObject {
  const q: Record<string, unknown> = { ...raw };
  const rename = (from: string, to: string): void => {
    if (q[from] !== undefined && q[to] === undefined) q[to] = q[from];
    delete q[from];
  };
  rename('granularity_sqla', 'granularity');
  rename('groupby', 'columns');
  rename('timeseries_limit', 'series_limit');
  rename('timeseries_limit_metric', 'series_limit_metric');
  if (q.where !== undefined || q.having !== undefined) {
    const extras = { ...((q.extras as Record<string, unknown> | undefined) ?? {}) };
    if (q.where && !extras.where) extras.where = q.where;
    if (q.having && !extras.having) extras.having = q.having;
    q.extras = extras;
    delete q.where;
    delete q.having;
  }
  if (Array.isArray(q.post_processing)) q.post_processing = q.post_processing.filter(Boolean);
  if (Array.isArray(q.filters))
    q.filters = (q.filters as Array<Record<string, unknown>>).map((f) => ({
      ...f,
      op: String(f.op).toUpperCase() === 'TEMPORAL_RANGE' ? 'TEMPORAL_RANGE' : f.op,
    }));
  return q as QueryObject;
}

/** Validates a QueryContext body; 400 with field errors when it does not fit the schema. */
export function parseQueryContext(body: unknown): QueryContext {
  const parsed = contextSchema.safeParse(body);
  if (!parsed.success) throw badRequest('Request is not JSON', { message: zodFieldErrors(parsed.error) });
  const qc = parsed.data as unknown as QueryContext & { queries: Record<string, unknown>[] };
  return { ...qc, queries: qc.queries.map((q) => normaliseQuery(q as unknown as Record<string, unknown>)) };
}

/**
 * SQL Lab's kept results: the rows of a finished query, for the async results route, the Arrow route and the CSV
 * export. They live in the server's result cache (in memory with its byte cap TESSERA_CACHE_MAX_BYTES, or Redis),
 * each under a per-result size cap and an expiry.
 */
import { randomUUID } from 'node:crypto';
import { resultCache } from '../chartdata/execute';
import type { AppContext } from '../context';
import type { QueryResult } from '../engines';

/** How long a result stays readable after its query ends. */
export const SQLLAB_RESULT_TTL_S = 3600;
/** The largest result kept (estimated bytes); a larger one answers its first rows and must be run again to export. */
export const SQLLAB_RESULT_MAX_BYTES = 256 * 1024 * 1024;

/** The message of a result no longer kept (expired, evicted, or too large to keep). */
export const RESULT_GONE =
  'Data could not be retrieved from the results backend. You need to re-run the original query.';

/** What is kept of a finished query: its rows and who may read them. */
export interface KeptResult {
  userId: number;
  clientId: string;
  result: QueryResult;
}

const SAMPLE_ROWS = 1000;

/** A quick estimate of a result's size in memory, from its first rows. */
export function estimateBytes(r: QueryResult): number {
  const rows = Math.min(r.rowCount, SAMPLE_ROWS);
  if (!rows) return 0;
  let bytes = 0;
  for (const column of r.columns) {
    for (let i = 0; i < rows; i++) {
      const v = column[i];
      bytes += typeof v === 'string' ? 16 + v.length * 2 : typeof v === 'object' && v !== null ? 64 : 8;
    }
  }
  return Math.ceil((bytes * r.rowCount) / rows);
}

const cacheKeyOf = (resultsKey: string): string => `sqllab:${resultsKey}`;

/** Keeps a result and answers its key, or null when it is over the cap (the query then has no kept result). */
export async function keepResult(ctx: AppContext, kept: KeptResult): Promise<string | null> {
  if (estimateBytes(kept.result) > SQLLAB_RESULT_MAX_BYTES) return null;
  const key = randomUUID().replaceAll('-', '');
  await resultCache(ctx).set(cacheKeyOf(key), kept, SQLLAB_RESULT_TTL_S);
  return key;
}

/** A kept result by its key; null when expired or evicted. */
export async function readResult(ctx: AppContext, resultsKey: string): Promise<KeptResult | null> {
  const hit = await resultCache(ctx).get<KeptResult>(cacheKeyOf(resultsKey));
  return hit?.value ?? null;
}

import { risonParam } from '../../core/api';
import { readResolvedTimeRange, type ResolvedTimeRange } from '../../core/time-range';
import { apiClient, call } from './client';

/** S2.05: a range string resolved by GET /api/v1/time_range/; rejects with the server's message when it is refused. */
export async function fetchTimeRange(timeRange: string, signal: AbortSignal): Promise<ResolvedTimeRange> {
  const res = await call(apiClient(), {
    method: 'GET',
    path: `/api/v1/time_range/?q=${risonParam(timeRange)}`,
    signal,
  });
  const resolved = readResolvedTimeRange(res.body);
  if (!resolved) throw new Error('The server did not return a time range');
  return resolved;
}

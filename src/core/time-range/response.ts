import { isoformat } from './moment';
import { resolveSinceUntil } from './since-until';

/** One item of the GET /api/v1/time_range/ answer. */
export interface ResolvedTimeRange {
  since: string;
  until: string;
  timeRange: string;
  shift: string | null;
}

/** A time range with an optional shift, as the endpoint's list form carries it. */
export interface TimeRangeRequest {
  timeRange: string;
  shift?: string | null;
}

/** The `result` list of GET /api/v1/time_range/ for a range string or a list of ranges; naive isoformat strings, "" when unbounded. */
export function resolveTimeRanges(input: string | readonly TimeRangeRequest[], now: Date): ResolvedTimeRange[] {
  const requests: readonly TimeRangeRequest[] = typeof input === 'string' ? [{ timeRange: input }] : input;
  return requests.map(({ timeRange, shift = null }) => {
    const [since, until] = resolveSinceUntil({ timeRange, timeShift: shift, now });
    return {
      since: since ? isoformat(since) : '',
      until: until ? isoformat(until) : '',
      timeRange,
      shift: shift ?? null,
    };
  });
}

/**
 * The resolved range of a GET /api/v1/time_range/ answer, as the app's time-range control reads it (S5.07).
 * The server keeps Superset's current shape, `result` as a list of {since, until, timeRange, shift}, so Superset's
 * clients work unchanged; spec 002 §7 describes a client that reads `result.since` / `result.until` (Superset's
 * shape before about 2023, a single object), so this reader takes either: the first item of a list, or the object.
 * Null when the answer holds neither.
 */
export function readResolvedTimeRange(body: unknown): ResolvedTimeRange | null {
  const result = typeof body === 'object' && body !== null ? (body as { result?: unknown }).result : undefined;
  const item: unknown = Array.isArray(result) ? result[0] : result;
  if (typeof item !== 'object' || item === null) return null;
  const { since, until, timeRange, shift } = item as Record<string, unknown>;
  if (typeof since !== 'string' || typeof until !== 'string') return null;
  return {
    since,
    until,
    timeRange: typeof timeRange === 'string' ? timeRange : '',
    shift: typeof shift === 'string' ? shift : null,
  };
}

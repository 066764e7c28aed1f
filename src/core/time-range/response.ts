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

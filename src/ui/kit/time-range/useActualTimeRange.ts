import { useEffect, useMemo, useState } from 'react';
import type { ResolvedTimeRange } from '../../../core/time-range';
import { createDebouncedLoader, type DebounceTimers } from '../loader';
import type { TimeRangeResolver } from './resolver';

/**
 * How long the control waits after the last edit before it asks for the actual range: Superset's SLOW_DEBOUNCE
 * (500 ms), so typing an Advanced expression costs one request, not one per letter.
 */
export const ACTUAL_RANGE_DEBOUNCE_MS = 500;

/** The 'Actual time range' of the range being edited. */
export type ActualTimeRange =
  { status: 'pending' } | { status: 'resolved'; range: ResolvedTimeRange } | { status: 'error'; message: string };

const PENDING: ActualTimeRange = { status: 'pending' };

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** S2.05: resolves the value after the debounce, aborting a lookup an edit has superseded; pending until it answers. */
export function useActualTimeRange(
  value: string,
  resolver: TimeRangeResolver,
  delayMs = ACTUAL_RANGE_DEBOUNCE_MS,
  timers?: DebounceTimers,
): ActualTimeRange {
  const [answer, setAnswer] = useState<{ value: string; actual: ActualTimeRange } | null>(null);
  const loader = useMemo(
    () =>
      createDebouncedLoader<ResolvedTimeRange>({
        load: resolver,
        onResult: (range, search) => setAnswer({ value: search, actual: { status: 'resolved', range } }),
        onError: (error, search) =>
          setAnswer({ value: search, actual: { status: 'error', message: messageOf(error) } }),
        delayMs,
        ...(timers ? { timers } : {}),
      }),
    [resolver, delayMs, timers],
  );
  useEffect(() => loader.search(value), [loader, value]);
  useEffect(() => () => loader.cancel(), [loader]);
  return answer?.value === value ? answer.actual : PENDING;
}

/** Removed filters pending their undo window (D10.08): marked with the time of removal, restored, or expired after 5 s. */

/** Superset's REMOVAL_DELAY_SECS: how long a removed filter can be restored. */
export const FILTER_REMOVAL_DELAY_MS = 5000;

/** Filter id → when it was removed (ms). */
export type PendingRemovals = Readonly<Record<string, number>>;

/** The removals with this filter marked as removed now. */
export function markRemoved(pending: PendingRemovals, filterId: string, now: number): PendingRemovals {
  return { ...pending, [filterId]: now };
}

/** The removals without this filter: it is back (undo). */
export function restoreRemoved(pending: PendingRemovals, filterId: string): PendingRemovals {
  const { [filterId]: _restored, ...rest } = pending;
  return rest;
}

/** The filters whose undo window has passed (to drop from the form), and the removals still pending. */
export function expireRemoved(pending: PendingRemovals, now: number): { expired: string[]; pending: PendingRemovals } {
  const expired = Object.keys(pending).filter((id) => now - (pending[id] as number) >= FILTER_REMOVAL_DELAY_MS);
  const kept = Object.fromEntries(Object.entries(pending).filter(([id]) => !expired.includes(id)));
  return { expired, pending: kept };
}

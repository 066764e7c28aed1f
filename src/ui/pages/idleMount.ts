/** Parts of a large page mounted in its idle time rather than with its first screen. */
import { useEffect, useState } from 'react';
import type { IdleQueue } from '../../core/schedule';

/**
 * Whether a part of the page is mounted: at once when `now` (it is near the screen, or asked for), else once `queue`
 * runs its turn in the page's idle time; mounted, it stays mounted.
 */
export function useIdleMount(queue: IdleQueue, now: boolean): boolean {
  const [mounted, setMounted] = useState(now);
  useEffect(() => (mounted || now ? undefined : queue(() => setMounted(true))), [queue, mounted, now]);
  return mounted || now;
}

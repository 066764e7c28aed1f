/** Test data shared by the kit's tests. */
import { act } from '@testing-library/react';
import type { DebounceTimers, Owner } from '../../../src/ui/kit';

/** Six owners: names, a username only, and two past the avatar cap of 4. */
export const SIX_OWNERS: readonly Owner[] = [
  { id: 1, first_name: 'Ada', last_name: 'Lovelace' },
  { id: 2, first_name: 'Alan', last_name: 'Turing' },
  { id: 3, username: 'grace' },
  { id: 4, first_name: 'Edsger', last_name: 'Dijkstra' },
  { id: 5, first_name: 'Barbara', last_name: 'Liskov' },
  { id: 6, first_name: 'Ken', last_name: 'Thompson' },
];

/** Debounce timers that only fire when the test says the pause has passed. */
export function queuedTimers(): { timers: DebounceTimers; elapse: () => Promise<void> } {
  const pending = new Map<number, () => void>();
  let next = 1;
  const timers: DebounceTimers = {
    setTimeout: (fn) => {
      pending.set(next, fn);
      return next++;
    },
    clearTimeout: (id) => void pending.delete(id as number),
  };
  const elapse = () =>
    act(async () => {
      const due = [...pending.values()];
      pending.clear();
      for (const fn of due) fn();
    });
  return { timers, elapse };
}

/** Test data shared by the kit's tests. */
import type { Owner } from '../../../src/ui/kit';

/** Six owners: names, a username only, and two past the avatar cap of 4. */
export const SIX_OWNERS: readonly Owner[] = [
  { id: 1, first_name: 'Ada', last_name: 'Lovelace' },
  { id: 2, first_name: 'Alan', last_name: 'Turing' },
  { id: 3, username: 'grace' },
  { id: 4, first_name: 'Edsger', last_name: 'Dijkstra' },
  { id: 5, first_name: 'Barbara', last_name: 'Liskov' },
  { id: 6, first_name: 'Ken', last_name: 'Thompson' },
];

// react-aria's live announcer, first used outside act() (user-event turns act off while it types), announces after a
// 100 ms timer. A timer still pending when a file's DOM environment is torn down throws 'document is not defined' in
// whatever runs next, failing the run. The announcer is removed with each file, so the timer finds nothing to do.
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterAll } from 'vitest';

afterAll(() => {
  if (typeof document !== 'undefined') destroyAnnouncer();
});

/** A dashboard reads on ahead of its reader: in idle time, the charts of the next screens are loaded before they are scrolled to. */
import { subscribe } from 'valtio';
import { whenIdle } from '../../core/schedule';
import type { IdleScheduler } from '../../core/schedule';
import { chartsState, loadingCharts } from './store';

/** How many screens below the near ones a dashboard reads ahead once idle. */
export const READ_AHEAD_SCREENS = 10;

/** How many charts may be loading for a screen more to be read ahead: the data worker runs six requests at a time. */
const IN_FLIGHT = 6;

/** Whether the page's loading charts keep the data worker busy. */
const busy = (): boolean => loadingCharts(IN_FLIGHT) >= IN_FLIGHT;

/**
 * Calls `grow` with 1, 2, … READ_AHEAD_SCREENS: one screen more each idle period in which fewer charts of the page
 * are loading than the data worker runs at once (the charts near the screen go first, and the worker is kept busy
 * without a queue of screens nobody may reach). The charts it reaches load as near ones, after those on the screen.
 * Returns the stop.
 */
export function readAheadWhenIdle(grow: (screens: number) => void, idle: IdleScheduler = whenIdle): () => void {
  let screens = 0;
  let cancel: (() => void) | null = null;
  const check = (): void => {
    if (cancel || screens >= READ_AHEAD_SCREENS || busy()) return;
    cancel = idle(() => {
      cancel = null;
      // Charts began loading since it was asked for: their answers call check again.
      if (busy()) return;
      screens += 1;
      grow(screens);
      check();
    });
  };
  const stop = subscribe(chartsState, check);
  check();
  return () => {
    stop();
    cancel?.();
  };
}

/**
 * One chart's entry in the store, listened to by key: a cell hears its own chart added, replaced or removed, and
 * nothing of the other charts. The chart actions that set or delete an entry say so here (chartEntryChanged); a
 * subscription to the store per cell (valtio's subscribeKey) ran every cell's listener on every change of any chart,
 * a thousand calls for each chart that loads on a thousand-chart page, and one subscription that compared every
 * entry after each change still cost a second of main thread over that page's first scroll.
 */
import { chartsState, type ChartState } from './store';

interface Watched {
  /** The entry as the listeners last heard of it. */
  entry: ChartState | undefined;
  listeners: Set<() => void>;
}

const watched = new Map<string, Watched>();
const changed = new Set<string>();

/** The listeners of each changed key whose entry is no longer the one they heard of. */
function tell(): void {
  const keys = [...changed];
  changed.clear();
  for (const key of keys) {
    const w = watched.get(key);
    const entry = chartsState.charts[key];
    if (!w || entry === w.entry) continue;
    w.entry = entry;
    for (const listener of [...w.listeners]) listener();
  }
}

/**
 * Records that the entry of chart `key` was set or deleted; its listeners hear of it at the end of the task's
 * microtasks, as valtio's own subscribers do (so an action run during a render updates no other component then).
 */
export function chartEntryChanged(key: string): void {
  if (!watched.has(key)) return;
  if (changed.size === 0) queueMicrotask(tell);
  changed.add(key);
}

/**
 * Calls `listener` when the entry of chart `key` is added, replaced or removed by the chart actions (a field of it
 * changing is heard by a snapshot of the entry itself). Returns the unsubscriber.
 */
export function onChartEntry(key: string, listener: () => void): () => void {
  let w = watched.get(key);
  if (!w) watched.set(key, (w = { entry: chartsState.charts[key], listeners: new Set() }));
  const mine = w;
  mine.listeners.add(listener);
  return () => {
    mine.listeners.delete(listener);
    if (mine.listeners.size === 0 && watched.get(key) === mine) watched.delete(key);
  };
}

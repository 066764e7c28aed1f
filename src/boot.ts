/**
 * The app entry's first import, evaluated before the app's other modules: a page that draws charts makes its data
 * worker here, so the worker's script loads and compiles while the app's own modules run (made at the end of the app
 * entry, the worker got its script up to 0.4 s later on the 200-chart dashboard, waiting on a busy main thread).
 */
const CHART_PAGE = /^\/(superset\/(dashboard|slice|explore)|explore)\//;

let early: Worker | null = CHART_PAGE.test(window.location.pathname) ? makeDataWorker() : null;

/** Makes the data worker (the app's one place that does). */
export function makeDataWorker(): Worker {
  return new Worker(new URL('../workers/data.worker.ts', import.meta.url), { type: 'module', name: 'tessera-data' });
}

/** The worker made as the page loaded, once (null when none was, or it was taken). */
export function takeEarlyDataWorker(): Worker | null {
  const worker = early;
  early = null;
  return worker;
}

/** Whether `pathname` is a page that draws charts (it starts the data worker at once). */
export function isChartPage(pathname: string): boolean {
  return CHART_PAGE.test(pathname);
}

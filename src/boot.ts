/**
 * The page's first module (src/entry.ts imports it before it loads the app): a page that draws charts makes its data
 * worker here, so the worker's script loads and compiles while the app's own modules load and run (made at the end of
 * the app entry, the worker got its script up to 0.4 s later on the 200-chart dashboard, waiting on a busy main
 * thread); a dashboard also makes the one chart canvas's WebGL context here (see prepareDeckCanvas).
 */
const CHART_PAGE = /^\/(superset\/(dashboard|slice|explore)|explore)\//;
const DASHBOARD_PAGE = /^\/superset\/dashboard\//;

/**
 * The height of the WebGL canvas made early, in CSS pixels: the chart canvas's tile height (BATCH_TILE_PX in
 * src/charts/renderer/batches.ts), which the canvas is drawn at.
 */
export const EARLY_CANVAS_HEIGHT = 1024;

/**
 * The WebGL context's attributes: luma.gl's own request (it keeps the drawing buffer; the deck asks for the
 * high-performance adapter). Asked again on the same canvas, the browser hands back this context whatever is asked.
 */
export const EARLY_CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  preserveDrawingBuffer: true,
  powerPreference: 'high-performance',
};

/** How long the early WebGL canvas waits for the chart canvas to take it before its context is let go. */
export const EARLY_CANVAS_KEPT_MS = 30_000;

let early: Worker | null = CHART_PAGE.test(window.location.pathname) ? makeDataWorker() : null;
let earlyCanvas: HTMLCanvasElement | null = null;

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

/**
 * On a dashboard, makes the chart canvas's WebGL context now, as wide as the window and EARLY_CANVAS_HEIGHT high.
 * On software WebGL a context's multisampled buffers of a tile's size take 100–200 ms of the main thread to make
 * (400 ms beside a busy data worker), and made with the deck they held the first charts' answers back; made while the
 * app's modules load, the main thread has nothing else to do. The chart canvas takes it (takeEarlyDeckCanvas) and
 * draws its tiles in its top-left corner.
 */
export function prepareDeckCanvas(pathname: string): void {
  if (!DASHBOARD_PAGE.test(pathname) || earlyCanvas) return;
  const dpr = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.floor(window.innerWidth * dpr));
  canvas.height = Math.floor(EARLY_CANVAS_HEIGHT * dpr);
  if (!canvas.getContext('webgl2', EARLY_CONTEXT_ATTRIBUTES)) return;
  earlyCanvas = canvas;
  // A page left before it drew a chart does not keep the context and its buffers.
  setTimeout(() => {
    if (earlyCanvas !== canvas) return;
    earlyCanvas = null;
    canvas.getContext('webgl2')?.getExtension('WEBGL_lose_context')?.loseContext();
  }, EARLY_CANVAS_KEPT_MS);
}

/** The canvas prepareDeckCanvas made, with its WebGL context, once (null when none was, or it was taken). */
export function takeEarlyDeckCanvas(): HTMLCanvasElement | null {
  const canvas = earlyCanvas;
  earlyCanvas = null;
  return canvas;
}

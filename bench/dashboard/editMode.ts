/**
 * Edit mode on a dashboard in Chromium, against the real server: the time from the Edit click to the edit UI
 * painted (the builder pane, each near component's edit chrome), wall and the main thread's CPU in that span; the
 * main thread's time per frame while a chart is dragged across the grid (the sampling profiler's non-idle time in
 * each frame, and the drop zone's dragover handler alone); and that the drop (a move), a resize and an undo send no chart-data request
 * and keep one WebGL context. WebGL here is software (llvmpipe): times are CPU-side.
 * Usage: node --import tsx bench/dashboard/editMode.ts [dashboard slug...] (default: large; TESSERA_URL as the others)
 */
import type { CpuProfile } from './frames';
import { ENTER_EDIT_MODE, cpuPerFrame, pageClockOffset } from './frames';
import { quantile } from './measure';
import { openDashboard, withBenchPage } from './scrolling';
import { TRACE_CATEGORIES, pageTrace, windowSummary } from './traceEvents';
import { WEBGL_COUNTER, webglCount } from '../../e2e/charts/pageTools';

const slugs = process.argv.length > 2 ? process.argv.slice(2) : ['large'];
const DRAG_FRAMES = 120;
const ENTER_ROUNDS = 5;

/** Drags the first chart by its move handle across the shown grid, one dragover a frame, and drops it. */
const DRAG_ACROSS = `(async () => {
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const handle = document.querySelector('[data-component-id^="CHART-"] .dash-edit-handle');
  const moved = handle.closest('[data-component-id]').getAttribute('data-component-id');
  const dataTransfer = new DataTransfer();
  // A browser's own drag carries the operations the page allowed at dragstart; a DataTransfer made by script keeps
  // 'none' whatever the page sets, so it answers as the browser's would.
  Object.defineProperty(dataTransfer, 'effectAllowed', { get: () => 'copyMove', set: () => undefined });
  const h = handle.getBoundingClientRect();
  const event = (type, at) => new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, ...at });
  handle.dispatchEvent(event('dragstart', { clientX: h.x + 4, clientY: h.y + 4 }));
  let layer = null;
  while (!(layer = document.querySelector('.dash-drop-layer'))) await frame();
  await frame();
  await frame();
  const box = layer.getBoundingClientRect();
  const left = box.x + 20, top = Math.max(box.y, 0) + 20;
  const width = Math.min(box.right, innerWidth) - left - 20, height = Math.min(box.bottom, innerHeight) - top - 20;
  const at = (i) => ({ clientX: left + ((i * 53) % width), clientY: top + ((i * 31) % height) });
  layer.dispatchEvent(event('dragenter', at(0)));
  await frame();
  const times = [];
  const handlerMs = [];
  const indicator = document.querySelector('.dash-drop-indicator');
  let shown = 0;
  for (let i = 1; i <= ${DRAG_FRAMES}; i += 1) {
    times.push(await frame());
    const start = performance.now();
    layer.dispatchEvent(event('dragover', at(i)));
    handlerMs.push(performance.now() - start);
    if (indicator.style.display !== 'none') shown += 1;
  }
  times.push(await frame());
  layer.dispatchEvent(event('drop', at(${DRAG_FRAMES})));
  handle.dispatchEvent(event('dragend', at(${DRAG_FRAMES})));
  await frame();
  return { times, handlerMs, moved, indicatorFrames: shown };
})()`;

const fixed = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');
const spread = (xs: number[]) =>
  `${fixed(quantile(xs, 0.5))} / ${fixed(quantile(xs, 0.95))} / ${fixed(Math.max(...xs))} ms`;

await withBenchPage(async (bench) => {
  const { page, context, browser } = bench;
  await page.addInitScript(WEBGL_COUNTER);
  const chartData: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes('/api/v1/chart/data')) chartData.push(r.url());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  for (const slug of slugs) {
    await openDashboard(bench, slug);
    const charts = await page.locator('[data-component-id^="CHART-"]').count();
    const loadRequests = chartData.length;
    // The first entry runs the edit UI's code for the first time; later ones (after Discard) show the steady cost.
    // Wall time from the click to the edit UI painted, and the main thread's CPU time (thread time in a trace) in
    // that span: on a loaded machine the wall time also counts the waits for a core, the CPU time does not.
    const spans: Array<[number, number]> = [];
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    for (let round = 0; round < ENTER_ROUNDS; round += 1) {
      if (round > 0) {
        await page.getByRole('button', { name: 'Discard' }).click();
        await page.waitForTimeout(1000);
      }
      spans.push((await page.evaluate(ENTER_EDIT_MODE)) as [number, number]);
    }
    const trace = await pageTrace(page, browser);
    const enterMs = spans.map(([from, to]) => to - from);
    const enterCpuMs = spans.map(
      ([from, to]) => windowSummary(trace.events, trace.toTrace(from), trace.toTrace(to)).cpuMs,
    );
    await page.waitForTimeout(2000);
    const before = chartData.length;

    const clock = await pageClockOffset(cdp);
    await cdp.send('Profiler.start');
    const drag = (await page.evaluate(DRAG_ACROSS)) as {
      times: number[];
      handlerMs: number[];
      moved: string;
      indicatorFrames: number;
    };
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const cpu = cpuPerFrame(profile, drag.times, clock.offsetMs);
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
    const busySamples = (profile.samples ?? []).filter((x) => !idle.has(x)).length;
    const intervals = drag.times.slice(1).map((t, i) => t - (drag.times[i] as number));
    await page.waitForTimeout(1500);
    const afterMove = chartData.length;

    const resize = page.locator(`[data-component-id="${drag.moved}"] [data-test="resize-right"]`);
    await resize.focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(1500);
    const afterResize = chartData.length;
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.waitForTimeout(1500);
    const afterUndo = chartData.length;
    const webgl = await webglCount(page);

    console.log(`\ndashboard "${slug}": ${charts} chart cells, 1600x1000, Chromium with llvmpipe WebGL`);
    console.log(`  chart-data requests while opening (positive control)   ${loadRequests}`);
    const firstThen = (xs: number[]) =>
      `first ${fixed(xs[0] ?? NaN)} ms, then median ${fixed(quantile(xs.slice(1), 0.5))} ms (${xs.map((x) => fixed(x, 0)).join(', ')})`;
    console.log(`  enter edit mode: click to the edit UI painted, wall    ${firstThen(enterMs)}`);
    console.log(`    main-thread CPU in that span (trace thread time)    ${firstThen(enterCpuMs)}`);
    console.log(
      `  drag a chart across the grid: ${drag.times.length - 1} frames, an indicator drawn in ${drag.indicatorFrames}`,
    );
    console.log(
      `    main-thread CPU per frame (median / p95 / max)     ${spread(cpu)} (clock ±${fixed(clock.uncertaintyMs)} ms; ${busySamples} busy samples of ${profile.samples?.length ?? 0})`,
    );
    console.log(`    dragover handler per frame (median / p95 / max)    ${spread(drag.handlerMs)}`);
    console.log(`    frame interval (median / p95 / max)                ${spread(intervals)}`);
    console.log(
      `  chart-data requests: after the drop (a move) ${afterMove - before}, after a resize ${afterResize - afterMove}, after two undos ${afterUndo - afterResize}`,
    );
    console.log(
      `  WebGL contexts (created / live / lost)                 ${webgl.created} / ${webgl.live} / ${webgl.lost}`,
    );
    // Leave edit mode so the next dashboard opens from view mode.
    await page.getByRole('button', { name: 'Discard' }).click();
  }
});

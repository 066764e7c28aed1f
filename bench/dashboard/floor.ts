/**
 * The floor under issue 11's first-chart target on this machine: how soon after navigation any page can show a chart
 * drawn the way Tessera draws (a WebGL2 context of the chart canvas's size, its drawing copied onto a 2D canvas tile),
 * measured with no app at all. Each variant is a page of a few hundred bytes whose inline script does only that, served
 * from memory by a Node HTTP server; the browser, viewport and end mark are the dashboard bench's (Chromium from
 * e2e/browser.ts, 1600×1000, the end of the first frame after the drawing, as the page probe's drawnAt).
 * Usage: node --import tsx bench/dashboard/floor.ts [openings per variant, default 7]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBrowser, webglRenderer } from '../../e2e/browser';
import { BATCH_TILE_PX } from '../../src/charts/renderer/batches';
import { quantile } from './measure';

const OPENINGS = Number(process.argv[2] ?? 7);

/**
 * The chart canvas's context as src/boot.ts makes it (EARLY_CONTEXT_ATTRIBUTES, one BATCH_TILE_PX tile high; boot.ts
 * runs on import, so it is not imported here): antialiased, as the WebGL default is.
 */
const CONTEXT: WebGLContextAttributes = { preserveDrawingBuffer: true, powerPreference: 'high-performance' };

/** Marks the end of the first frame after now as window.__floor.frame, the probe's way (rAF, then a task). */
const END = `requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => { f.frame = performance.now(); }; c.port2.postMessage(0); });`;

/** A triangle drawn in `gl`: the smallest complete WebGL drawing (shaders compiled and linked, one draw call). */
const TRIANGLE = `
  const shader = (type, text) => { const s = gl.createShader(type); gl.shaderSource(s, text); gl.compileShader(s); return s; };
  const program = gl.createProgram();
  gl.attachShader(program, shader(gl.VERTEX_SHADER, '#version 300 es\\nin vec2 p; void main() { gl_Position = vec4(p, 0.0, 1.0); }'));
  gl.attachShader(program, shader(gl.FRAGMENT_SHADER, '#version 300 es\\nprecision mediump float; out vec4 c; void main() { c = vec4(0.1, 0.6, 0.8, 1.0); }'));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error('link');
  gl.useProgram(program);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-0.5, -0.5, 0.5, -0.5, 0, 0.5]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.clearColor(0, 0, 0, 0);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.drawArrays(gl.TRIANGLES, 0, 3);`;

/** A page whose inline script draws one chart's worth the way the variant says, then marks the frame after. */
function page(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>floor</title></head><body style="margin:0">
<script>
const f = (window.__floor = { script: performance.now() });
const w = Math.floor(innerWidth * devicePixelRatio), h = Math.floor(${BATCH_TILE_PX} * devicePixelRatio);
const tile = document.createElement('canvas'); tile.width = w; tile.height = h; document.body.append(tile);
${body}
f.drawn = performance.now();
${END}
</script></body></html>`;
}

const webgl = (antialias: boolean): string =>
  page(`
  const canvas = document.createElement('canvas'); canvas.width = w; canvas.height = h;
  const gl = canvas.getContext('webgl2', ${JSON.stringify({ ...CONTEXT, antialias })});
  f.context = performance.now() - f.script;
  ${TRIANGLE}
  tile.getContext('2d').drawImage(canvas, 0, 0);`);

const VARIANTS: Record<string, { label: string; html: string }> = {
  blank: {
    label: 'a 2D canvas with one filled rectangle (no WebGL)',
    html: page(`const g = tile.getContext('2d'); g.fillStyle = '#1a9'; g.fillRect(10, 10, 200, 100);`),
  },
  webgl: {
    label: "WebGL2 as the chart canvas asks it (antialias, the window's width × one tile), copied to a 2D tile",
    html: webgl(true),
  },
  'webgl-no-aa': { label: 'the same without antialiasing', html: webgl(false) },
};

const server = createServer((request, response) => {
  const variant = VARIANTS[(request.url ?? '/').slice(1)];
  response.writeHead(variant ? 200 : 404, { 'content-type': 'text/html' });
  response.end(variant?.html ?? '');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchBrowser();
try {
  console.log(`WebGL renderer: ${await webglRenderer(browser)}; viewport 1600x1000; ${OPENINGS} openings a variant`);
  console.log(
    'variant'.padEnd(14) +
      'script ran'.padStart(12) +
      'context made'.padStart(14) +
      'drawn'.padStart(10) +
      'frame after'.padStart(13) +
      '   (ms from navigation, median; min of the frame after)',
  );
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 1 });
  for (const [name, variant] of Object.entries(VARIANTS)) {
    const runs: { script: number; context?: number; drawn: number; frame: number }[] = [];
    // The first opening warms the browser's caches and processes; the openings after it are timed.
    for (let i = 0; i <= OPENINGS; i += 1) {
      const tab = await context.newPage();
      await tab.goto(`${base}/${name}`);
      const floor = await tab
        .waitForFunction(() => (window as unknown as { __floor: { frame?: number } }).__floor.frame !== undefined)
        .then(() => tab.evaluate(() => (window as unknown as { __floor: (typeof runs)[number] }).__floor));
      await tab.close();
      if (i > 0) runs.push(floor);
    }
    const median = (pick: (r: (typeof runs)[number]) => number | undefined): string => {
      const values = runs.map(pick).filter((v): v is number => v !== undefined);
      return values.length ? quantile(values, 0.5).toFixed(0) : '-';
    };
    console.log(
      name.padEnd(14) +
        median((r) => r.script).padStart(12) +
        median((r) => r.context).padStart(14) +
        median((r) => r.drawn).padStart(10) +
        `${median((r) => r.frame)} (${Math.min(...runs.map((r) => r.frame)).toFixed(0)})`.padStart(13) +
        `   ${variant.label}`,
    );
  }
  await context.close();
} finally {
  await browser.close();
  server.close();
}

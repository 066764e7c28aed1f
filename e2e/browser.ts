// Debian's Chromium driven by playwright-core, with the flags that select Mesa llvmpipe for WebGL.
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../server/reports/page';

export { CHROMIUM_ARGS };

/**
 * Chromium features switched off besides Playwright's own: the omnibox's WebUI popup (and its AI-mode variant), which
 * a headless window still loads for every new page, about a second of CPU on a 2-core machine spent beside the page
 * under test or measurement (seen in a trace of the 200-chart dashboard's opening: a second renderer busy with
 * chrome://omnibox-popup.top-chrome while the page loaded).
 */
export const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * Playwright's own --disable-features switch, as the browser it launches reports it (CDP Browser.getBrowserCommandLine);
 * asked once a process. Chromium reads only the last --disable-features of its command line, so ours replaces
 * Playwright's with the two lists merged.
 */
let playwrightSwitch: Promise<string | null> | null = null;
function playwrightDisabledFeatures(executablePath: string, args: string[]): Promise<string | null> {
  playwrightSwitch ??= (async () => {
    // The command line is reported only under --enable-automation (this probe's alone).
    const browser = await chromium.launch({ executablePath, headless: true, args: [...args, '--enable-automation'] });
    try {
      const cdp = await browser.newBrowserCDPSession();
      const { arguments: line } = (await cdp.send('Browser.getBrowserCommandLine')) as { arguments: string[] };
      return line.find((arg) => arg.startsWith(DISABLE_FEATURES)) ?? null;
    } finally {
      await browser.close();
    }
  })();
  return playwrightSwitch;
}

/**
 * Launches headless Chromium from /usr/bin/chromium (never a downloaded browser); CHROMIUM_PATH names another
 * binary, and CHROMIUM_EXTRA_ARGS (space-separated) adds switches after ours, so a later value wins (on a GPU
 * machine, e.g. `--enable-gpu --use-angle=vulkan`). DISABLED_FEATURES are switched off with Playwright's own.
 */
export async function launchBrowser(): Promise<Browser> {
  const extra = (process.env.CHROMIUM_EXTRA_ARGS ?? '').split(/\s+/).filter(Boolean);
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const args = [...CHROMIUM_ARGS, ...extra];
  const theirs = await playwrightDisabledFeatures(executablePath, args);
  const listed = (arg: string) => arg.slice(DISABLE_FEATURES.length).split(',');
  // One --disable-features, Chromium reading only the last: Playwright's, ours and any CHROMIUM_EXTRA_ARGS names.
  const features = [
    ...(theirs ? listed(theirs) : []),
    ...DISABLED_FEATURES,
    ...args.filter((arg) => arg.startsWith(DISABLE_FEATURES)).flatMap(listed),
  ];
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      ...args.filter((arg) => !arg.startsWith(DISABLE_FEATURES)),
      `${DISABLE_FEATURES}${features.filter(Boolean).join(',')}`,
    ],
    ...(theirs ? { ignoreDefaultArgs: [theirs] } : {}),
  });
}

/** The WebGL2 renderer a page of `browser` gets ('llvmpipe …' in software, the GPU's name on a GPU machine). */
export async function webglRenderer(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      if (!gl) return 'no WebGL2';
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    });
  } finally {
    await page.close();
  }
}

/** Reports of a blocked load or script under the Content-Security-Policy, as Chromium words them. */
const CSP_REPORT = /Content Security Policy/i;

/**
 * Starts recording the Content-Security-Policy violations of a page and of the workers it starts: the page's
 * `securitypolicyviolation` events and every console report of a blocked load or script. Call before `goto`;
 * the returned function reads what was recorded so far.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const reports: string[] = [];
  const fromConsole = (message: ConsoleMessage): void => {
    if (CSP_REPORT.test(message.text())) reports.push(message.text());
  };
  page.on('console', fromConsole);
  page.on('worker', (worker) => worker.on('console', fromConsole));
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (e) => {
    (window.__cspViolations ??= []).push(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber);
  });`);
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    return [...events, ...reports];
  };
}

/** The smallest WebAssembly module: the magic number and version 1. */
const EMPTY_WASM_MODULE = [0, 97, 115, 109, 1, 0, 0, 0];

/**
 * What each worker of the page answers to compiling WebAssembly: 'compiled', or the error its policy raised. A
 * refused compile in a worker is thrown, not reported on the page, and DuckDB-WASM then never loads without a word.
 */
export function workersCompileWasm(page: Page): Promise<string[]> {
  return Promise.all(
    page.workers().map((worker) =>
      worker.evaluate(async (bytes) => {
        try {
          await WebAssembly.compile(new Uint8Array(bytes));
          return 'compiled';
        } catch (error) {
          return String(error);
        }
      }, EMPTY_WASM_MODULE),
    ),
  );
}

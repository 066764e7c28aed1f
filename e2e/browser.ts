// Debian's Chromium driven by playwright-core, with the flags that select Mesa llvmpipe for WebGL.
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=gl-egl',
  '--ignore-gpu-blocklist',
];

/** Launches headless Chromium from /usr/bin/chromium (never a downloaded browser). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

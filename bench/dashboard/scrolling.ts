/** Scrolling a dashboard page the same way in every bench script. */
import type { Page } from 'playwright-core';

/** Scrolls to the end at 1500 px/s, a step per frame; a string, so no build step renames what runs in the page. */
export const SCROLL_TO_END = `new Promise((resolve) => {
  let last = performance.now();
  const step = (t) => {
    window.scrollBy(0, (1500 * (t - last)) / 1000);
    last = t;
    if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) resolve();
    else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

/** Walks down the page 800 px at a time, pausing on each step so its charts load, then goes back to the top. */
export async function loadAll(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 800) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.waitForTimeout(400);
  }
  await page.waitForTimeout(3000);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1000);
}

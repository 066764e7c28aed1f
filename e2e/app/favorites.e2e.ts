import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, clearFavorites, gotoList, openSession, rowIds, settledList, type AppSession } from './support';

async function starOf(page: Page, id: number): Promise<string | null> {
  return page.getByTestId(`fave-star-${id}`).getAttribute('aria-pressed');
}

async function reloadList(page: Page): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.url().includes('/favorite_status/')), page.reload()]);
  await settledList(page);
}

async function serverSaysStarred(resource: string, id: number): Promise<boolean> {
  const res = await api('GET', `/api/v1/${resource}/favorite_status/?q=${encodeURIComponent(`!(${id})`)}`);
  const result = (res.body as { result: { id: number; value: boolean }[] }).result;
  return result.find((r) => r.id === id)?.value === true;
}

describe('favourite stars on the list pages', () => {
  let s: AppSession;
  beforeAll(async () => {
    await clearFavorites();
    s = await openSession();
  });
  afterAll(async () => {
    await s.close();
    await clearFavorites();
  });

  for (const [resource, path, filter] of [
    ['chart', '/chart/list/', 'filter-favorite'],
    ['dashboard', '/dashboard/list/', 'filter-favorite'],
  ] as const) {
    it(`stars a ${resource}, keeps the star after a reload, and unstars it`, async () => {
      await gotoList(s.page, path);
      const [id, other] = await rowIds(s.page);
      if (id === undefined || other === undefined) throw new Error(`the ${resource} list needs two rows`);
      await expect.poll(() => starOf(s.page, id)).toBe('false');
      expect(await s.page.getByTestId(`fave-star-${id}`).innerText()).toBe('☆');

      await Promise.all([
        s.page.waitForResponse(
          (r) => r.url().endsWith(`/api/v1/${resource}/${id}/favorites/`) && r.request().method() === 'POST',
        ),
        s.page.getByTestId(`fave-star-${id}`).click(),
      ]);
      expect(await starOf(s.page, id)).toBe('true');
      expect(await s.page.getByTestId(`fave-star-${id}`).innerText()).toBe('★');
      expect(await serverSaysStarred(resource, id)).toBe(true);

      await reloadList(s.page);
      await expect.poll(() => starOf(s.page, id)).toBe('true');
      expect(await starOf(s.page, other)).toBe('false');

      await s.page.getByTestId(filter).selectOption({ label: 'Yes' });
      await expect.poll(() => rowIds(s.page)).toEqual([id]);
      await s.page.getByTestId(filter).selectOption({ label: 'All' });
      await expect.poll(async () => (await rowIds(s.page)).length).toBeGreaterThan(1);

      await Promise.all([
        s.page.waitForResponse(
          (r) => r.url().endsWith(`/api/v1/${resource}/${id}/favorites/`) && r.request().method() === 'DELETE',
        ),
        s.page.getByTestId(`fave-star-${id}`).click(),
      ]);
      expect(await starOf(s.page, id)).toBe('false');
      await reloadList(s.page);
      await expect.poll(() => starOf(s.page, id)).toBe('false');
      expect(await serverSaysStarred(resource, id)).toBe(false);
    });
  }
});

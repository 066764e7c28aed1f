// 'Download as PDF' of a whole dashboard (D8.07), from the real server with the system Chromium: a PDF named after
// the dashboard, holding its title, rendered as the requesting user with a session removed afterwards; the rules of
// GET /api/v1/dashboard/:id for who may download; 429 past the renders allowed at once; 503 without a browser, past
// the time allowed, or when the server does not listen.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BrowserPool } from '../../../server/reports/page';
import { DOWNLOAD_MESSAGES } from '../../../src/core/dashboard';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { json, oneChartLayout, seedSmallDataset } from '../api/fixtures';

/** The PDF's pages and its document title (Chromium writes it as UTF-16BE hex). */
function readPdf(bytes: Buffer): { pages: number; title: string | null } {
  const text = bytes.toString('latin1');
  const hex = /\/Title\s*<FEFF([0-9A-Fa-f]*)>/.exec(text)?.[1];
  const title = hex === undefined ? null : Buffer.from(hex, 'hex').swap16().toString('utf16le');
  return { pages: (text.match(/\/Type\s*\/Page\b/g) ?? []).length, title };
}

/** The first pixel's RGB of a PNG: the first scanline's first pixel is stored as is whatever its filter. */
function firstPixel(png: Buffer): number[] {
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return [...inflateSync(Buffer.concat(parts)).subarray(1, 4)];
}

const TITLE = 'Ventes / Été 2026';

async function sessions(t: TestInstance): Promise<number> {
  const row = await t.store.db
    .selectFrom('user_session')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(STORE_KINDS)('dashboard download on %s', (kind) => {
  let t: TestInstance;
  let open = 0;
  let hidden = 0;

  beforeAll(async () => {
    t = await startTestInstance(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ds = await seedSmallDataset(t);
    await t.addUser('gamma', ['Gamma']);
    await t.addUser('sqllab', ['sql_lab']);
    const chart = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/chart/',
        payload: { slice_name: 'Sales', viz_type: 'table', datasource_id: ds.datasetId, datasource_type: 'table' },
      }),
    ).id;
    open = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/dashboard/',
        payload: { dashboard_title: TITLE, slug: 'sales-eu', published: true },
      }),
    ).id;
    // A chart over a dataset Gamma has no access to: Gamma cannot see the dashboard.
    hidden = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/dashboard/',
        payload: { dashboard_title: 'Hidden', published: true, position_json: JSON.stringify(oneChartLayout(chart)) },
      }),
    ).id;
  }, 120_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await t?.close();
  });

  it('D8.07 answers a PDF of the dashboard, named after it and holding its title, as the requesting user', async () => {
    await t.token('gamma'); // logged in before counting sessions
    const before = await sessions(t);
    const res = await t.as('gamma', { method: 'GET', url: `/api/v1/dashboard/${open}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Ventes-_t_-2026.pdf"; filename*=UTF-8''Ventes-%C3%89t%C3%A9-2026.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
    const pdf = readPdf(res.rawPayload);
    expect(pdf.pages).toBeGreaterThan(0);
    expect(pdf.title).toBe(TITLE);
    // The short-lived session the browser rendered with is gone.
    expect(await sessions(t)).toBe(before);
  }, 120_000);

  it('D8.07 answers a PNG of the dashboard by its slug', async () => {
    const res = await t.api({ method: 'GET', url: '/api/v1/dashboard/sales-eu/png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  }, 120_000);

  it('D8.07 refuses anonymous users (401) and users who may not read the dashboard (403, 404)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/dashboard/${open}/pdf` });
    expect(anonymous.statusCode).toBe(401);
    expect(json<{ message: string }>(anonymous).message).toBeTruthy();
    const gamma = await t.as('gamma', { method: 'GET', url: `/api/v1/dashboard/${hidden}/pdf` });
    expect(gamma.statusCode).toBe(404);
    expect(json<{ message: string }>(gamma)).toEqual({ message: 'Not found' });
    const sqlLab = await t.as('sqllab', { method: 'GET', url: `/api/v1/dashboard/${open}/pdf` });
    expect(sqlLab.statusCode).toBe(403);
    const missing = await t.api({ method: 'GET', url: '/api/v1/dashboard/999999/pdf' });
    expect(missing.statusCode).toBe(404);
  });

  it('D8.07 answers 429 past the renders allowed at once (TESSERA_DASHBOARD_EXPORTS_AT_ONCE)', async () => {
    vi.stubEnv('TESSERA_DASHBOARD_EXPORTS_AT_ONCE', '1');
    try {
      const both = await Promise.all([
        t.api({ method: 'GET', url: `/api/v1/dashboard/${open}/pdf` }),
        t.api({ method: 'GET', url: `/api/v1/dashboard/${open}/pdf` }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);
      const refused = both.find((r) => r.statusCode === 429);
      expect(refused && json<{ message: string }>(refused)).toEqual({ message: DOWNLOAD_MESSAGES.busy });
    } finally {
      vi.unstubAllEnvs();
    }
  }, 120_000);

  it('D8.07 answers 503 with the reason when the render takes longer than allowed', async () => {
    vi.stubEnv('TESSERA_DASHBOARD_EXPORT_TIMEOUT_S', '0.001');
    try {
      const before = await sessions(t);
      const res = await t.api({ method: 'GET', url: `/api/v1/dashboard/${open}/pdf` });
      expect(res.statusCode).toBe(503);
      expect(json<{ message: string }>(res)).toEqual({ message: DOWNLOAD_MESSAGES.timeout(0.001) });
      expect(await sessions(t)).toBe(before);
    } finally {
      vi.unstubAllEnvs();
    }
  }, 60_000);
});

describe('dashboard download without a browser', () => {
  let t: TestInstance;
  let id = 0;
  beforeAll(async () => {
    vi.stubEnv('TESSERA_CHROMIUM', '/nonexistent/chromium');
    t = await startTestInstance('sqlite');
    vi.unstubAllEnvs();
    id = json<{ id: number }>(
      await t.api({ method: 'POST', url: '/api/v1/dashboard/', payload: { dashboard_title: 'No browser' } }),
    ).id;
  });
  afterAll(async () => t?.close());

  it('D8.07 answers 503 while the server does not listen for its own pages', async () => {
    const res = await t.api({ method: 'GET', url: `/api/v1/dashboard/${id}/pdf` });
    expect(res.statusCode).toBe(503);
    expect(json<{ message: string }>(res)).toEqual({ message: DOWNLOAD_MESSAGES.notServed });
  });

  it('D8.07 answers 503 when the browser cannot be started, and tries again on the next download', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 2; i++) {
      const res = await t.api({ method: 'GET', url: `/api/v1/dashboard/${id}/pdf` });
      expect(res.statusCode).toBe(503);
      expect(json<{ message: string }>(res)).toEqual({ message: DOWNLOAD_MESSAGES.noBrowser });
    }
  });

  it('D8.07 launches the browser again after a launch that failed, rather than keeping the failure', async () => {
    const pool = new BrowserPool('/nonexistent/chromium');
    const first = pool.get();
    await expect(first).rejects.toThrow();
    const second = pool.get();
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
  });
});

describe('dashboard download readiness', () => {
  let t: TestInstance;
  let id = 0;
  let appDir = '';
  beforeAll(async () => {
    t = await startTestInstance('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    id = json<{ id: number }>(
      await t.api({ method: 'POST', url: '/api/v1/dashboard/', payload: { dashboard_title: 'Slow chart' } }),
    ).id;
    // A stand-in app whose one chart is busy (aria-busy, as ChartLoading) for 2 s, the page red until it is drawn.
    appDir = t.app.tessera.appDir;
    mkdirSync(join(appDir, 'assets'), { recursive: true });
    writeFileSync(
      join(appDir, 'index.html'),
      '<!doctype html><html><body style="margin:0;background:rgb(255,0,0)">' +
        '<div id="chart" aria-busy="true">Loading chart</div><script src="/assets/slow.js"></script></body></html>',
    );
    writeFileSync(
      join(appDir, 'assets', 'slow.js'),
      "setTimeout(() => { document.body.style.background = 'rgb(0,255,0)'; document.getElementById('chart').removeAttribute('aria-busy'); }, 2000);",
    );
  });
  afterAll(async () => {
    rmSync(appDir, { recursive: true, force: true });
    await t?.close();
  });

  it('D8.07 waits until no chart is loading before it draws the file', async () => {
    const res = await t.api({ method: 'GET', url: `/api/v1/dashboard/${id}/png` });
    expect(res.statusCode).toBe(200);
    expect(firstPixel(res.rawPayload)).toEqual([0, 255, 0]);
  }, 60_000);
});

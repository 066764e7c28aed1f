// The 1,000-chart example dashboard as a first start stores it, on SQLite and PostgreSQL: the dashboard, its charts
// through the REST API, and a layout that keeps layout v2's rules and places every chart on the grid.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartIdsOf, computeGridLayout, parsePositionJson } from '../../../src/core/layout';
import { THOUSAND_CHART_COUNT } from '../../../server/examples';
import { bootServer } from '../../support/server';
import type { BootedServer } from '../../support/server';
import { freshPostgresUrl, STORE_KINDS } from '../harness';
import { layoutProblems } from './layoutRules';

const PASSWORD = 'thousand-admin-password';

describe.each(STORE_KINDS)('the thousand-chart example dashboard on %s', (kind) => {
  let server: BootedServer;
  let dataDir: string;
  let auth: { authorization: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-thousand-'));
    const databaseUrl = kind === 'postgresql' ? await freshPostgresUrl() : '';
    server = await bootServer({
      dataDir,
      adminPassword: PASSWORD,
      examples: true,
      env: { TESSERA_DATABASE_URL: databaseUrl },
    });
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'admin', password: PASSWORD, provider: 'db' },
    });
    auth = { authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
  }, 180_000);
  afterAll(async () => {
    await server?.app.close();
    await server?.store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is stored by the example loader with 1,000 charts and a valid layout that places every one', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/dashboard/thousand', headers: auth });
    expect(res.statusCode).toBe(200);
    const dashboard = (res.json() as { result: { id: number; dashboard_title: string; position_json: string } }).result;
    expect(dashboard.dashboard_title).toBe('A thousand charts');
    expect(THOUSAND_CHART_COUNT).toBe(1000);

    const charts = await server.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/${dashboard.id}/charts`,
      headers: auth,
    });
    expect(charts.statusCode).toBe(200);
    const stored = (charts.json() as { result: Array<{ id: number; form_data: { viz_type: string } }> }).result;
    expect(stored).toHaveLength(1000);

    const position = JSON.parse(dashboard.position_json) as Record<string, unknown>;
    expect(layoutProblems(position, 'A thousand charts')).toEqual([]);
    const layout = parsePositionJson(position);
    const placed = chartIdsOf(layout);
    expect(new Set(placed)).toEqual(new Set(stored.map((c) => c.id)));
    expect(placed).toHaveLength(1000);
    expect(new Set(stored.map((c) => c.form_data.viz_type)).size).toBe(8);

    // With each tab shown in turn, the grid places all 1,000 charts.
    const tabs = Object.values(layout).filter((c) => c.type === 'TAB');
    const strip = Object.values(layout).find((c) => c.type === 'TABS');
    const seen = new Map<number, string>();
    for (const tab of tabs) {
      const grid = computeGridLayout(layout, { width: 1568, activeTabs: strip ? { [strip.id]: tab.id } : {} });
      for (const c of grid.charts) seen.set(Number(c.meta.chartId), `${c.rect.x},${c.rect.y}`);
    }
    expect(seen.size).toBe(1000);
  });
});

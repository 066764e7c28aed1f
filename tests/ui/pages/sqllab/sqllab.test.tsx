// @vitest-environment happy-dom
import '../../kit/happyDom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tableFromArrays, tableToIPC } from 'apache-arrow';
import type { DataPlane, LocalQuery } from '../../../../src/core/dataplane';
import { sessionStore, setApiClient } from '../../../../src/state/app';
import { setSqlLabTimers, setSqlLabWorker } from '../../../../src/state/sqllab';
import SqlLabPage, { addressOf } from '../../../../src/ui/pages/sqllab/SqlLabPage';
import { fakeClient, type Script } from '../../../state/app/fakeClient';
import { fakeScrollerSize } from '../../kit/scrollerSize';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// happy-dom lays nothing out: the grid's scroller reports the 800 × 240 px a browser gives it from the stylesheet.
beforeEach(() => fakeScrollerSize('sqllab-grid', 800, 240));

const tab = {
  id: 3,
  label: 'Sales',
  database_id: 1,
  schema: 'main',
  sql: 'SELECT 1',
  query_limit: 1000,
  latest_query: null,
};
const script = (extra: Script = {}): Script => ({
  'GET /api/v1/sqllab/': { status: 200, body: { result: { active_tab: tab, tab_state_ids: [[3, 'Sales']] } } },
  'GET /api/v1/database/': {
    status: 200,
    body: { result: [{ id: 1, database_name: 'examples', backend: 'duckdb', allow_dml: false }] },
  },
  'GET /api/v1/database/1/schemas/': { status: 200, body: { result: ['main'] } },
  'GET /api/v1/database/1/tables/': { status: 200, body: { count: 1, result: [{ value: 'cars', type: 'table' }] } },
  'GET /api/v1/database/1/table_metadata/': {
    status: 200,
    body: { name: 'cars', columns: [{ name: 'model', type: 'VARCHAR' }], selectStar: 'SELECT model FROM main.cars' },
  },
  'GET /tabstateview/3': { status: 200, body: tab },
  'POST /tabstateview/': { status: 200, body: { id: 3 } },
  'PUT /tabstateview/': { status: 200, body: {} },
  'GET /api/v1/query/': { status: 200, body: { result: [] } },
  ...extra,
});

const ROWS = 1_000_000;
/** A worker holding a 1,000,000-row result: pages come from queryLocal, sorted by what the grid asks. */
function bigWorker(asked: LocalQuery[]): DataPlane {
  const page = (from: number, count: number, descending: boolean) =>
    tableToIPC(
      tableFromArrays({
        n: Int32Array.from({ length: count }, (_, i) => (descending ? ROWS - 1 - from - i : from + i)),
      }),
      'stream',
    );
  return {
    loadSqlLabResult: async () => ({ name: 'r', ipc: page(0, 200, false), numRows: ROWS }),
    releaseResult: async () => undefined,
    queryLocal: async (q: LocalQuery) => {
      asked.push(q);
      const descending = q.orderBy?.[0]?.ascending === false;
      return { name: 'r', ipc: page(q.offset ?? 0, q.limit ?? 0, descending), numRows: q.limit ?? 0 };
    },
  } as unknown as DataPlane;
}

beforeEach(() => {
  sessionStore.user = { id: 5, username: 'ann', first_name: 'Ann', last_name: 'A' };
  sessionStore.roles = { sql_lab: [['can_sqllab', 'Superset']] };
  setSqlLabTimers({ setTimeout: () => 0, clearTimeout: () => undefined });
});

describe('the SQL Lab page (D1.18)', () => {
  it('D1.18 a user without SQL Lab access is told so', async () => {
    sessionStore.roles = { Gamma: [['can_read', 'Chart']] };
    setApiClient(fakeClient(script()));
    render(<SqlLabPage params={{}} search={new URLSearchParams()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('You do not have access to SQL Lab');
  });

  it('D1.18 shows the tab, the editor named for screen readers, and the table browser with columns and types', async () => {
    setApiClient(fakeClient(script()));
    const user = userEvent.setup();
    render(<SqlLabPage params={{}} search={new URLSearchParams()} />);
    expect(await screen.findByRole('tab', { name: 'Sales' })).toBeTruthy();
    const editor = await screen.findByRole('textbox', { name: 'SQL editor' });
    expect(editor.textContent).toContain('SELECT 1');
    await user.click(await screen.findByRole('button', { name: 'cars' }));
    const columns = await screen.findByRole('list', { name: 'Columns of cars' });
    expect(columns.textContent).toContain('model');
    expect(columns.textContent).toContain('VARCHAR');
    await user.click(screen.getByRole('button', { name: 'SELECT *' }));
    await waitFor(() => expect(editor.textContent).toContain('SELECT model FROM main.cars'));
  });

  it('D1.18 runs the query and pages and sorts a 1,000,000-row result in the worker', async () => {
    const client = fakeClient(
      script({
        'POST /api/v1/sqllab/execute/': {
          status: 200,
          body: {
            status: 'success',
            data: [{ n: 0 }],
            columns: [{ column_name: 'n', type: 'INTEGER' }],
            query: { rows: ROWS },
          },
        },
      }),
    );
    setApiClient(client);
    const asked: LocalQuery[] = [];
    setSqlLabWorker(async () => bigWorker(asked));
    const user = userEvent.setup();
    render(<SqlLabPage params={{}} search={new URLSearchParams()} />);
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    const grid = await screen.findByRole('grid', { name: 'Query results' }, { timeout: 5000 });
    await waitFor(() => expect(within(grid).getAllByRole('gridcell')[0]?.textContent).toBe('0'));
    expect(screen.getByText('1,000,000 rows')).toBeTruthy();
    // The grid draws only the rows in view: never a million elements.
    expect(within(grid).getAllByRole('row').length).toBeLessThan(100);
    await user.click(within(grid).getByRole('button', { name: 'n' }));
    await user.click(within(grid).getByRole('button', { name: /^n/ }));
    await waitFor(() => expect(within(grid).getAllByRole('gridcell')[0]?.textContent).toBe('999999'));
    expect(asked.at(-1)).toMatchObject({ orderBy: [{ column: 'n', ascending: false }], offset: 0, limit: 200 });
    expect(within(grid).getByRole('columnheader').getAttribute('aria-sort')).toBe('descending');
    const csv = screen.getByRole('link', { name: 'Download to CSV' });
    expect(csv.getAttribute('href')).toMatch(/^\/api\/v1\/sqllab\/export\/[\w]+\/$/);
  });

  it("shows the server's refusal of a DELETE", async () => {
    const client = fakeClient(
      script({
        'GET /tabstateview/3': { status: 200, body: { ...tab, sql: 'DELETE FROM cars' } },
        'POST /api/v1/sqllab/execute/': {
          status: 400,
          body: {
            errors: [
              { message: 'Only SELECT statements are allowed against this database.', level: 'error', extra: {} },
            ],
          },
        },
      }),
    );
    setApiClient(client);
    const user = userEvent.setup();
    render(<SqlLabPage params={{}} search={new URLSearchParams()} />);
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(JSON.stringify(client.requests.at(-1)?.json)).toContain('DELETE FROM cars');
    expect(alert.textContent).toContain('Only SELECT statements are allowed against this database.');
  });
});

describe('opening SQL Lab by a form post (D1.19)', () => {
  it("D1.19 X17.04 reads the form post's key from the server's redirect, else the address", () => {
    expect(addressOf(new URLSearchParams('form_data_key=abc'))).toEqual({
      formDataKey: 'abc',
      savedQueryId: null,
      opening: null,
      newQuery: null,
    });
    expect(addressOf(new URLSearchParams('datasourceKey=4__query&sql=SELECT+9')).opening).toEqual({
      datasource: { id: 4, type: 'query' },
      sql: 'SELECT 9',
    });
    expect(addressOf(new URLSearchParams('savedQueryId=12')).savedQueryId).toBe(12);
    expect(addressOf(new URLSearchParams('dbid=2&schema=main&sql=SELECT+1')).newQuery).toEqual({
      dbId: 2,
      schema: 'main',
      sql: 'SELECT 1',
    });
  });

  it("D1.19 opens a new tab on the posted dataset's database with the posted SQL", async () => {
    const client = fakeClient(
      script({
        'GET /api/v1/sqllab/form_data/abc': {
          status: 200,
          body: {
            result: { datasourceKey: '7__table', sql: 'SELECT 42', database_id: 1, schema: 'main', title: 'cars' },
          },
        },
        'POST /tabstateview/': { status: 200, body: { id: 8 } },
      }),
    );
    setApiClient(client);
    render(<SqlLabPage params={{}} search={new URLSearchParams('form_data_key=abc')} />);
    expect(await screen.findByRole('tab', { name: 'cars' }, { timeout: 5000 })).toBeTruthy();
    const posted = client.requests.find((r) => r.method === 'POST' && r.path === '/tabstateview/');
    expect(JSON.parse(posted?.fields?.queryEditor ?? '{}')).toMatchObject({ title: 'cars', dbId: 1, sql: 'SELECT 42' });
  });

  it("D3.19 the page says 'An error occurred while loading the SQL' when the posted form cannot be read", async () => {
    setApiClient(
      fakeClient(
        script({
          'GET /api/v1/sqllab/form_data/gone': {
            status: 404,
            body: { message: 'An error occurred while loading the SQL' },
          },
        }),
      ),
    );
    render(<SqlLabPage params={{}} search={new URLSearchParams('form_data_key=gone')} />);
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred while loading the SQL');
    expect(await screen.findByRole('tab', { name: 'Sales' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import '../../kit/happyDom';
import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiClient, toastStore } from '../../../../src/state/app';
import { resetSavedCharts } from '../../../../src/state/savedCharts';
import { BuilderPane } from '../../../../src/ui/pages/dashboard/edit/BuilderPane';
import { fakeClient } from '../../../state/app/fakeClient';

const charts = [
  { id: 1, slice_name: 'Births by name', viz_type: 'table', datasource_name_text: 'birth_names' },
  { id: 2, slice_name: 'Orders by region', viz_type: 'pie', datasource_name_text: 'orders' },
];

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

async function openCharts(inDashboard: number[] = []) {
  render(<BuilderPane chartIdsInDashboard={new Set(inDashboard)} />);
  fireEvent.click(screen.getByRole('tab', { name: 'Charts' }));
  await settle();
}

beforeEach(() => {
  resetSavedCharts();
  toastStore.toasts.splice(0);
});
afterEach(cleanup);

describe('the builder pane Charts tab', () => {
  it('D5.03 lists the saved charts, each draggable, those already in the dashboard marked Added', async () => {
    const client = fakeClient({ 'GET /api/v1/chart/': { status: 200, body: { result: charts } } });
    setApiClient(client);
    await openCharts([2]);
    const list = screen.getByRole('list', { name: 'Saved charts' });
    const items = [...list.querySelectorAll('[data-test="drag-source"]')];
    expect(items.map((e) => e.getAttribute('aria-label'))).toEqual(['Births by name', 'Orders by region']);
    expect(items.map((e) => e.textContent?.includes('Added'))).toEqual([false, true]);
    expect(client.requests).toHaveLength(1);
  });

  it('D5.06 shows Loading... until the list answers, and fetches it once across openings', async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => undefined;
    const client = fakeClient({ 'GET /api/v1/chart/': { status: 200, body: { result: charts } } });
    setApiClient({
      ...client,
      request: (req) =>
        new Promise((resolve) => {
          answer = (v) => resolve({ ok: true, statusText: '', ...v });
          client.requests.push(req);
        }),
    });
    await openCharts();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    answer({ status: 200, body: { result: charts } });
    await settle();
    expect(screen.queryByText('Loading...')).toBeNull();
    cleanup();
    await openCharts();
    expect(client.requests).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Births by name' })).toHaveLength(1);
  });

  it('D5.07 a failed list shows the error kept and toasts the spec text', async () => {
    setApiClient(fakeClient({ 'GET /api/v1/chart/': { status: 500, body: { message: 'database is down' } } }));
    await openCharts();
    expect(screen.getByRole('alert').textContent).toBe('database is down');
    expect(toastStore.toasts.map((t) => t.text)).toEqual([
      'Sorry there was an error fetching saved charts: database is down',
    ]);
  });

  it('D5.03 D5.04 searching asks again with the typed text on slice_name (chart_all_text), after the pause', async () => {
    const client = fakeClient({ 'GET /api/v1/chart/': { status: 200, body: { result: charts } } });
    setApiClient(client);
    await openCharts();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter your charts' }), { target: { value: 'orders' } });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 400));
    });
    expect(client.requests).toHaveLength(2);
    const path = decodeURIComponent(client.requests[1]?.path ?? '');
    expect(path).toContain('(col:slice_name,opr:chart_all_text,value:orders)');
    expect(path).toContain('page_size:200');
  });

  it('D5.03 a chart marked Added keeps its text at full contrast: no fading opacity on the item (axe color-contrast)', () => {
    const css = postcss.parse(readFileSync('src/ui/styles.css', 'utf8'));
    const opacities: string[] = [];
    css.walkRules(/\.dash-builder-chart-added\b/, (rule) =>
      rule.walkDecls('opacity', (decl) => {
        opacities.push(decl.value);
      }),
    );
    expect(opacities.filter((v) => Number(v) < 1)).toEqual([]);
  });
});

// @vitest-environment happy-dom
import '../../kit/happyDom';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExploreDataset } from '../../../../src/core/explore';
import { sessionStore } from '../../../../src/state/app';
import type * as Kit from '../../../../src/ui/kit';
import { DatasourcePanel } from '../../../../src/ui/pages/explore/DatasourcePanel';

afterEach(cleanup);

/** How many times the panel's items (each a drag source) were drawn. */
const drawn = vi.hoisted(() => ({ items: 0 }));
vi.mock('../../../../src/ui/kit', async (importOriginal) => {
  const kit = await importOriginal<typeof Kit>();
  return {
    ...kit,
    DragSource: (props: ComponentProps<typeof kit.DragSource>) => {
      drawn.items += 1;
      return createElement(kit.DragSource, props);
    },
  };
});

const dataset: ExploreDataset = {
  id: 3,
  type: 'table',
  table_name: 'birth_names',
  columns: [{ column_name: 'name' }],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

describe('the datasource panel', () => {
  it('X2.10 without a way to swap there is no Swap dataset item', async () => {
    sessionStore.user = { id: 1, username: 'admin', first_name: 'A', last_name: 'B' };
    sessionStore.roles = { Admin: [] };
    render(<DatasourcePanel dataset={dataset} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dataset actions' }));
    expect(screen.getByRole('menuitem', { name: 'Edit dataset' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Swap dataset' })).toBeNull();
  });
});

describe('a wide dataset', () => {
  const wide: ExploreDataset = {
    ...dataset,
    columns: Array.from({ length: 1000 }, (_, i) => ({ column_name: `col_${i}` })),
    metrics: Array.from({ length: 1000 }, (_, i) => ({ metric_name: `metric_${i}`, expression: 'COUNT(*)' })),
  };
  const list = (test: string) => document.querySelector(`[data-test=${test}]`);
  const items = (test: string) => list(test)?.querySelectorAll('li').length;

  it('X2.10 shows the first 50 columns and metrics, as Superset does, and Show all / Show less switch the rest in and out', async () => {
    render(<DatasourcePanel dataset={wide} />);
    const user = userEvent.setup();
    expect(items('datasource-columns')).toBe(50);
    expect(items('datasource-metrics')).toBe(50);
    await user.click(screen.getByRole('button', { name: 'Show all columns' }));
    expect(items('datasource-columns')).toBe(1000);
    expect(items('datasource-metrics')).toBe(50);
    await user.click(screen.getByRole('button', { name: 'Show less columns' }));
    expect(items('datasource-columns')).toBe(50);
    await user.click(screen.getByRole('button', { name: 'Show all metrics' }));
    expect(items('datasource-metrics')).toBe(1000);
  });

  it('X2.10 the search looks through every column and metric, and shows at most 50 of the matches until asked', async () => {
    render(<DatasourcePanel dataset={wide} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search Metrics & Columns' }), 'col_99');
    await waitFor(() => expect(items('datasource-columns')).toBe(11));
    expect(items('datasource-metrics')).toBe(0);
    expect(list('datasource-columns')?.textContent).toContain('col_999');
    await user.clear(screen.getByRole('searchbox', { name: 'Search Metrics & Columns' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Metrics & Columns' }), '_1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show all columns' })).toBeTruthy());
    expect(items('datasource-columns')).toBe(50);
  });
});

describe('typing in the search of a wide dataset', () => {
  const wide: ExploreDataset = {
    ...dataset,
    columns: Array.from({ length: 1000 }, (_, i) => ({ column_name: `col_${i}` })),
    metrics: Array.from({ length: 1000 }, (_, i) => ({ metric_name: `metric_${i}`, expression: 'COUNT(*)' })),
  };

  it("X2.10 the panel's first commit draws no item (the page paints, the chart's request is out); the lists follow in a render of their own", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    drawn.items = 0;
    // The first, urgent render only: what the page's first paint holds.
    flushSync(() => root.render(<DatasourcePanel dataset={wide} />));
    expect(host.querySelector('[data-test=datasource-panel]')).not.toBeNull();
    expect(host.querySelectorAll('li')).toHaveLength(0);
    expect(drawn.items).toBe(0);
    await waitFor(() => expect(host.querySelectorAll('li')).toHaveLength(100));
    root.unmount();
    host.remove();
  });

  it('X2.10 a keystroke that leaves the shown items as they were redraws none of them', async () => {
    render(<DatasourcePanel dataset={wide} />);
    expect(document.querySelectorAll('[data-test=datasource-panel] li')).toHaveLength(100);
    const search = screen.getByRole('searchbox', { name: 'Search Metrics & Columns' });
    drawn.items = 0;
    // Every column's name and every metric's expression holds a 'c': both lists stay as they were.
    await userEvent.setup().type(search, 'c');
    await waitFor(() => expect(screen.getAllByText('1000 of 1000')).toHaveLength(2));
    expect((search as HTMLInputElement).value).toBe('c');
    expect(drawn.items).toBe(0);
  });
});

// @vitest-environment happy-dom
import '../../kit/happyDom';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExploreDataset } from '../../../../src/core/explore';
import { sessionStore } from '../../../../src/state/app';
import type * as Kit from '../../../../src/ui/kit';
import { DatasourcePanel, LIST_ROW_HEIGHT } from '../../../../src/ui/pages/explore/DatasourcePanel';
import { fakeScrollerSize } from '../../kit/scrollerSize';

// happy-dom lays nothing out: the lists' scroller reports the 300 × 800 px a browser gives it in the explore page.
const VIEW_HEIGHT = 800;
beforeEach(() => fakeScrollerSize('explore-datasource-lists', 300, VIEW_HEIGHT));

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

/** How many times the panel's items (each a drag source) were drawn. */
const drawn = vi.hoisted(() => ({ items: 0 }));
vi.mock('../../../../src/ui/kit', async (importOriginal) => {
  const kit = await importOriginal<typeof Kit>();
  return {
    ...kit,
    GroupDragSource: (props: ComponentProps<typeof kit.GroupDragSource>) => {
      drawn.items += 1;
      return createElement(kit.GroupDragSource, props);
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

  /** How many items the list holds, as each of its drawn items tells (aria-setsize); null when none is drawn. */
  const setSize = (test: string) => {
    const sizes = new Set([...(list(test)?.querySelectorAll('li') ?? [])].map((li) => li.getAttribute('aria-setsize')));
    expect(sizes.size).toBeLessThanOrEqual(1);
    return sizes.size ? Number([...sizes][0]) : null;
  };
  const scroller = () => document.querySelector<HTMLElement>('.explore-datasource-lists')!;
  const scrollTo = async (top: number) => {
    await act(async () => {
      scroller().scrollTop = top;
      scroller().dispatchEvent(new Event('scroll'));
    });
  };

  it('X2.10 shows the first 50 columns and metrics, as Superset does, and Show all / Show less switch the rest in and out', async () => {
    render(<DatasourcePanel dataset={wide} />);
    const user = userEvent.setup();
    expect(setSize('datasource-metrics')).toBe(50);
    // The columns come after the metrics, out of view until scrolled to.
    await scrollTo(LIST_ROW_HEIGHT.title + 50 * LIST_ROW_HEIGHT.item);
    expect(setSize('datasource-columns')).toBe(50);
    await user.click(screen.getByRole('button', { name: 'Show all columns' }));
    expect(setSize('datasource-columns')).toBe(1000);
    await user.click(screen.getByRole('button', { name: 'Show less columns' }));
    expect(setSize('datasource-columns')).toBe(50);
    await scrollTo(0);
    await user.click(screen.getByRole('button', { name: 'Show all metrics' }));
    expect(setSize('datasource-metrics')).toBe(1000);
    expect(screen.getByRole('button', { name: 'Show less metrics' })).toBeTruthy();
  });

  it('X2.10 the lists are virtualised: a thousand columns put only those in view in the DOM, and scrolling brings the rest, each in its place', async () => {
    render(<DatasourcePanel dataset={wide} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all columns' }));
    const drawnItems = () => document.querySelectorAll('[data-test=datasource-panel] li');
    // A screenful (800 px of 26 px rows) and the overscan: far fewer than the 1,050 items shown.
    expect(drawnItems().length).toBeGreaterThan(20);
    expect(drawnItems().length).toBeLessThan(60);
    expect(screen.queryByRole('button', { name: 'Column col_999' })).toBeNull();
    const rows = document.querySelector<HTMLElement>('.explore-datasource-rows')!;
    const total = Number.parseFloat(rows.style.height);
    // Title, 50 metrics and their Show all, title, 1,000 columns and their Show less.
    expect(total).toBe(2 * LIST_ROW_HEIGHT.title + 1050 * LIST_ROW_HEIGHT.item + 2 * LIST_ROW_HEIGHT.toggle);
    await scrollTo(total - VIEW_HEIGHT);
    const last = screen.getByRole('button', { name: 'Column col_999' }).closest('li')!;
    expect(last.getAttribute('aria-posinset')).toBe('1000');
    expect(last.style.top).toBe(`${String(total - LIST_ROW_HEIGHT.toggle - LIST_ROW_HEIGHT.item)}px`);
    expect(screen.queryByRole('button', { name: 'Metric metric_0' })).toBeNull();
    expect(drawnItems().length).toBeLessThan(60);
  });

  it('X2.10 an item holding keyboard focus stays in the page while the lists scroll it out of view, and goes once focus leaves', async () => {
    render(<DatasourcePanel dataset={wide} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show all columns' }));
    const item = screen.getByRole('button', { name: 'Metric metric_0' });
    item.focus();
    const rows = document.querySelector<HTMLElement>('.explore-datasource-rows')!;
    await scrollTo(Number.parseFloat(rows.style.height) - VIEW_HEIGHT);
    expect(screen.getByRole('button', { name: 'Column col_999' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Metric metric_0' })).toBe(item);
    expect(document.activeElement).toBe(item);
    expect(screen.queryByRole('button', { name: 'Metric metric_1' })).toBeNull();
    // Focus moves to the last column: the first metric is let go when the lists next draw other rows.
    screen.getByRole('button', { name: 'Column col_999' }).focus();
    await scrollTo(Number.parseFloat(rows.style.height) / 2);
    expect(screen.queryByRole('button', { name: 'Metric metric_0' })).toBeNull();
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
    await scrollTo(LIST_ROW_HEIGHT.title + 50 * LIST_ROW_HEIGHT.item);
    expect(setSize('datasource-columns')).toBe(50);
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
    // The lists' first screenful: the metrics, the columns below them out of view.
    await waitFor(() => expect(host.querySelectorAll('[data-test=datasource-metrics] li').length).toBeGreaterThan(20));
    expect(host.querySelectorAll('li').length).toBeLessThan(60);
    root.unmount();
    host.remove();
  });

  it('X2.10 a keystroke that changes the matches gives the rows in view their new items in the same elements', async () => {
    render(<DatasourcePanel dataset={wide} />);
    const first = () => document.querySelector('[data-test=datasource-metrics] li');
    const before = first();
    expect(before?.textContent).toContain('metric_0');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search Metrics & Columns' }), 'metric_5');
    await waitFor(() => expect(first()?.textContent).toContain('metric_5'));
    expect(first()).toBe(before);
    // metric_5, metric_50–59 and metric_500–599, the first 50 of them shown.
    expect(screen.getByText('111 of 1000')).toBeTruthy();
    expect(first()?.getAttribute('aria-setsize')).toBe('50');
  });

  it('X2.10 a keystroke that leaves the shown items as they were redraws none of them', async () => {
    render(<DatasourcePanel dataset={wide} />);
    expect(document.querySelectorAll('[data-test=datasource-panel] li').length).toBeGreaterThan(20);
    const search = screen.getByRole('searchbox', { name: 'Search Metrics & Columns' });
    const user = userEvent.setup();
    search.focus();
    // The first key changes the input modality, and with it how the rows say they are dragged (react-aria's
    // description): that redraws them once, whatever the key.
    await user.keyboard('{Shift}');
    drawn.items = 0;
    // Every column's name and every metric's expression holds a 'c': both lists stay as they were.
    await user.keyboard('c');
    await waitFor(() => expect(screen.getAllByText('1000 of 1000')).toHaveLength(2));
    expect((search as HTMLInputElement).value).toBe('c');
    expect(drawn.items).toBe(0);
  });

  it('X2.10 the pointer over an item arms it alone for dragging: it and the item it took over from are drawn again, no other', async () => {
    const user = userEvent.setup();
    render(<DatasourcePanel dataset={wide} />);
    const metric = (name: string) => screen.getByRole('button', { name: `Metric ${name}` });
    await user.hover(metric('metric_3'));
    expect(metric('metric_3').getAttribute('draggable')).toBe('true');
    drawn.items = 0;
    await user.hover(metric('metric_4'));
    expect(metric('metric_4').getAttribute('draggable')).toBe('true');
    expect(metric('metric_3').getAttribute('draggable')).toBeNull();
    expect(drawn.items).toBe(2);
  });
});

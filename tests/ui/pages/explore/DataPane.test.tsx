// @vitest-environment happy-dom
import '../../kit/happyDom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resultOfRecords } from '../../../../src/core/chart-plugin';
import type { ChartDataResult } from '../../../../src/core/query';
import { exploreState } from '../../../../src/state/explore';
import { chartResultsLoading, explorePageState } from '../../../../src/state/explorepage';
import { DataPane } from '../../../../src/ui/pages/explore/DataPane';
import { fakeScrollerSize } from '../../kit/scrollerSize';

// happy-dom lays nothing out: the grid's scroller reports the 800 × 240 px a browser gives it from the stylesheet.
beforeEach(() => fakeScrollerSize('explore-grid', 800, 240));

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  explorePageState.results = { status: 'idle', result: null, error: null };
});

/** The Results tab's grid (the pane marks its parts with data-test). */
function resultsGrid(): HTMLElement {
  const table = document.querySelector<HTMLElement>('[data-test="results-table"]');
  if (!table) throw new Error('no Results table');
  return within(table).getByRole('grid');
}

/** A result of `n` rows: a running number and a name per row. */
function rowsResult(n: number) {
  const data = Array.from({ length: n }, (_, i) => ({ n: i, name: `row ${String(i)}` }));
  return resultOfRecords({
    data,
    colnames: ['n', 'name'],
    coltypes: [0, 1],
    rowcount: n,
  } as unknown as ChartDataResult);
}

describe('the data pane grid', () => {
  it('X10.06 the grid is virtualised: 10,000 rows put only a screenful of rows in the DOM, each with its row index', () => {
    explorePageState.results = { status: 'done', result: ref(rowsResult(10_000)), error: null };
    render(<DataPane />);
    const grid = resultsGrid();
    expect(grid.getAttribute('aria-rowcount')).toBe('10001');
    const rows = within(grid).getAllByRole('row');
    // The header row, then the body rows on screen plus the overscan.
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.length).toBeLessThan(60);
    expect(rows[1]?.getAttribute('aria-rowindex')).toBe('2');
    expect(
      within(rows[1]!)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['0', 'row 0']);
    expect(screen.queryByText('row 9999')).toBeNull();
  });

  it('X10.06 a few rows are all drawn', () => {
    act(() => {
      explorePageState.results = { status: 'done', result: ref(rowsResult(3)), error: null };
    });
    render(<DataPane />);
    const grid = resultsGrid();
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('row 2')).toBeTruthy();
  });
});

/** Three days of births: a temporal column (epoch milliseconds) and a number. */
function datedResult() {
  return resultOfRecords({
    data: [
      { ds: 0, births: 3 },
      { ds: 86_400_000, births: 4 },
      { ds: 172_800_000, births: 5 },
    ],
    colnames: ['ds', 'births'],
    coltypes: [2, 0],
  } as unknown as ChartDataResult);
}

describe('the data table helpers (S3.03)', () => {
  afterEach(() => {
    exploreState.queryFormData = {} as typeof exploreState.queryFormData;
  });

  it("S3.03 the row badge reads 'Loading...' while the chart's results load, the last results staying in the table", async () => {
    explorePageState.results = { status: 'done', result: ref(datedResult()), error: null };
    render(<DataPane />);
    const table = document.querySelector<HTMLElement>('[data-test="results-table"]')!;
    expect(within(table).getByText('3 row(s)')).toBeTruthy();
    await act(async () => chartResultsLoading());
    expect(document.querySelector('.explore-row-count')?.textContent).toBe('Loading...');
    expect(within(resultsGrid()).getAllByRole('row')).toHaveLength(4);
  });

  it("S3.03 the first load shows 'Loading...' in the row badge", () => {
    explorePageState.results = { status: 'loading', result: null, error: null };
    render(<DataPane />);
    expect(document.querySelector('.explore-row-count')?.textContent).toBe('Loading...');
  });

  it("S3.03 a row count at the row limit carries the 'Limit reached' tooltip", async () => {
    const user = userEvent.setup();
    exploreState.queryFormData = { ...exploreState.queryFormData, row_limit: 3 };
    explorePageState.results = { status: 'done', result: ref(datedResult()), error: null };
    render(<DataPane />);
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('3 row(s)');
    expect((await screen.findByRole('tooltip')).textContent).toBe('Limit reached');
  });

  it("S3.03 a temporal column's 'Column Formatting' popover switches between 'Formatted date' and 'Original value'", async () => {
    const user = userEvent.setup();
    explorePageState.results = { status: 'done', result: ref(datedResult()), error: null };
    render(<DataPane />);
    expect(screen.queryByRole('button', { name: 'Column Formatting of births' })).toBeNull();
    const cell = () => within(within(resultsGrid()).getAllByRole('row')[2]!).getAllByRole('gridcell')[0]?.textContent;
    expect(cell()).toBe('1970-01-02 00:00:00');
    await user.click(screen.getByRole('button', { name: 'Column Formatting of ds' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Formatted date' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('radio', { name: 'Original value' }));
    expect(cell()).toBe('86400000');
    await user.click(within(dialog).getByRole('radio', { name: 'Formatted date' }));
    expect(cell()).toBe('1970-01-02 00:00:00');
  });
});

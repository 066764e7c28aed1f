// @vitest-environment happy-dom
import '../../kit/happyDom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resultOfRecords } from '../../../../src/core/chart-plugin';
import type { ChartDataResult } from '../../../../src/core/query';
import { explorePageState } from '../../../../src/state/explorepage';
import { DataPane } from '../../../../src/ui/pages/explore/DataPane';

// happy-dom lays nothing out: the grid's scroller reports the 800 × 240 px a browser gives it from the stylesheet.
beforeEach(() => {
  const size = (real: PropertyDescriptor | undefined, px: number) =>
    function (this: HTMLElement): number {
      return this.classList.contains('explore-grid') ? px : Number(real?.get?.call(this) ?? 0);
    };
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(size(width, 800));
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(size(height, 240));
});

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

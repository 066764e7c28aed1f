// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transformTableProps } from '../../src/charts';
import { pageCrossFilters } from '../../src/charts/crossFilters';
import type { CrossFilterEvent } from '../../src/core/crossfilter';
import { TableChart } from '../../src/charts/views/TableChart';
import { result } from './fixtures';

let events: CrossFilterEvent[] = [];
let stop = (): void => undefined;
beforeEach(() => {
  events = [];
  const off = pageCrossFilters.subscribe((e) => events.push(e));
  stop = () => void off();
});
afterEach(() => {
  stop();
  cleanup();
});

const res = result(
  ['region', 'year', 'count'],
  [1, 0, 0],
  [
    { region: 'NA', year: 2024, count: 3 },
    { region: null, year: 2025, count: 5 },
  ],
);
const form = { datasource: '3__table', viz_type: 'table', metrics: ['count'], groupby: ['region', 'year'] };

function rows(formData: Record<string, unknown>): HTMLElement[] {
  const model = transformTableProps([res], { ...form, ...formData });
  render(createElement(TableChart, { model, width: 600, height: 400 }));
  return screen.getAllByRole('row').slice(1);
}

describe('a table row as a cross filter', () => {
  it('D11.01 a saved aggregate table carries its groupby columns for a row click to filter on', () => {
    expect(transformTableProps([res], { ...form, slice_id: 4 }).crossFilter).toEqual({
      chartId: 4,
      columns: ['region', 'year'],
    });
  });

  it('D11.01 a click on a row emits its groupby values and a second click on it clears', () => {
    const [na, nulls] = rows({ slice_id: 4 });
    fireEvent.click(nulls!);
    expect(events[0]).toEqual({
      chartId: 4,
      dataMask: {
        extraFormData: {
          filters: [
            { col: 'region', op: 'IS NULL' },
            { col: 'year', op: '==', val: 2025 },
          ],
        },
        filterState: { value: [null, 2025], label: '<NULL>, 2025' },
      },
    });
    fireEvent.click(nulls!);
    expect(events[1]?.dataMask).toEqual({ extraFormData: { filters: [] }, filterState: { value: null } });
    fireEvent.click(na!);
    expect(events[2]?.dataMask.filterState).toEqual({ value: ['NA', 2024], label: 'NA, 2024' });
  });

  it('D11.01 a row is reached by keyboard: Enter or Space on the focused row emits its filter', () => {
    const [na] = rows({ slice_id: 4 });
    expect(na!.tabIndex).toBe(0);
    fireEvent.keyDown(na!, { key: 'Enter' });
    fireEvent.keyDown(na!, { key: ' ' });
    expect(events.map((e) => e.dataMask.filterState.value)).toEqual([['NA', 2024], null]);
  });

  it('a raw-records table, a table with no id or no groupby does not emit and its rows are not focusable', () => {
    expect(transformTableProps([res], { ...form, slice_id: 4, query_mode: 'raw' }).crossFilter).toBeUndefined();
    expect(transformTableProps([res], { ...form, slice_id: 4, groupby: [] }).crossFilter).toBeUndefined();
    const [na] = rows({});
    fireEvent.click(na!);
    expect(events).toEqual([]);
    expect(na!.getAttribute('tabindex')).toBeNull();
  });
});

// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import { PivotTableView } from '../../../src/charts/views/PivotTableView';
import type { PivotTableModel } from '../../../src/charts';
import { GenericDataType } from '../../../src/core/query';
import { result } from '../../charts/fixtures';

afterEach(cleanup);

function model(rowCount: number, extra: Record<string, unknown> = {}): PivotTableModel {
  const data = Array.from({ length: rowCount }, (_, i) => ({
    region: `R${String(i % 5)}`,
    city: `C${String(i).padStart(5, '0')}`,
    year: 2020 + (i % 3),
    sales: i,
  }));
  const res = result(
    ['region', 'city', 'year', 'sales'],
    [GenericDataType.STRING, GenericDataType.STRING, GenericDataType.NUMERIC, GenericDataType.NUMERIC],
    data,
  );
  return BUILT_IN_PLUGINS.pivot_table_v2.transformProps(
    [res],
    {
      datasource: '1__table',
      viz_type: 'pivot_table_v2',
      groupbyRows: ['region', 'city'],
      groupbyColumns: ['year'],
      metrics: ['sales'],
      ...extra,
    },
    { width: 600, height: 300 },
  ) as PivotTableModel;
}

describe('pivot table view', () => {
  it('a large pivot draws only the rows in view, under its column headers', () => {
    const m = model(20_000);
    expect(m.rows).toHaveLength(20_000);
    render(<PivotTableView model={m} width={600} height={300} />);
    const rows = screen.getAllByRole('row');
    expect(rows.length).toBeLessThan(60);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toContain('2021');
    expect(screen.getAllByRole('rowheader')[0]?.textContent).toBe('R0');
  });

  it('its scrolling region is named and reachable by keyboard, with or without toggles inside (axe scrollable-region-focusable)', () => {
    render(<PivotTableView model={model(200)} width={600} height={300} />);
    const table = screen.getByRole('table', { name: 'Pivot table' });
    expect(table.tabIndex).toBe(0);
    table.focus();
    expect(document.activeElement).toBe(table);
  });

  it('a row group collapses to its subtotal and expands again', () => {
    const m = model(20, { rowSubTotals: true });
    render(<PivotTableView model={m} width={600} height={2000} />);
    const before = screen.getAllByRole('row').length;
    fireEvent.click(screen.getByRole('button', { name: 'Collapse R0' }));
    expect(screen.getAllByRole('row').length).toBe(before - 4);
    fireEvent.click(screen.getByRole('button', { name: 'Expand R0' }));
    expect(screen.getAllByRole('row').length).toBe(before);
  });

  it('an empty result shows the empty text', () => {
    render(<PivotTableView model={model(0)} width={300} height={200} />);
    expect(screen.getByText('No results were returned for this query')).toBeTruthy();
  });
});

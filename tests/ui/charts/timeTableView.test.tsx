// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimeTableModel } from '../../../src/charts';
import { TimeTableView } from '../../../src/charts/views/TimeTableView';

afterEach(cleanup);

const model: TimeTableModel = {
  type: 'time_table',
  vizType: 'time_table',
  rowHeader: 'Metric',
  columns: [
    { key: 'a', label: 'Trend', tooltip: '' },
    { key: 'b', label: 'DoD', tooltip: 'day over day' },
  ],
  rows: [
    {
      label: 'Births',
      cells: [
        { kind: 'spark', width: 80, height: 20, path: 'M2 18L78 2', axis: ['1', '9'], title: 'Thu 04: 9' },
        { kind: 'value', text: '12.5%', value: 0.125, color: '#0571b0' },
      ],
    },
  ],
  emptyText: null,
};

describe('time-series table view', () => {
  it('X9.05 draws the column labels with their tooltips, a sparkline and a value underlined in its bound colour', () => {
    render(<TimeTableView model={model} width={400} height={200} />);
    expect(screen.getByRole('columnheader', { name: 'DoD' }).getAttribute('title')).toBe('day over day');
    const row = screen.getByRole('row', { name: /Births/ });
    expect(within(row).getByRole('img', { name: 'Thu 04: 9' }).querySelector('path')?.getAttribute('d')).toBe(
      'M2 18L78 2',
    );
    const value = within(row).getByText('12.5%');
    expect(value.getAttribute('style')).toContain('#0571b0');
    expect(within(row).getByText('9')).toBeTruthy();
  });

  it('an empty result shows the empty text', () => {
    render(
      <TimeTableView
        model={{ ...model, rows: [], emptyText: 'No results were returned for this query' }}
        width={300}
        height={100}
      />,
    );
    expect(screen.getByText('No results were returned for this query')).toBeTruthy();
  });
});

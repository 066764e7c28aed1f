// @vitest-environment happy-dom
import '../../../kit/happyDom';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../../../../../src/charts';
import { sessionStore } from '../../../../../src/state/app';
import { chartUpdateFailed, chartsState } from '../../../../../src/state/charts';
import { ChartCell } from '../../../../../src/ui/pages/ChartCell';
import type { ChartDataSource } from '../../../../../src/ui/pages/dataSource';

afterEach(cleanup);
beforeEach(() => {
  for (const key of Object.keys(chartsState.charts)) delete chartsState.charts[key];
  sessionStore.roles = {};
});

const STACK = 'Traceback (most recent call last):\n  File "query.py", line 12';

/** A data source whose chart data never arrives until `answer` fails it. */
function pending(): ChartDataSource {
  return {
    getDashboard: () => Promise.reject(new Error('unused')),
    getChart: async (id) => ({ id, slice_name: 'Births', viz_type: 'table', params: { datasource: '3__table' } }),
    getChartData: () => new Promise(() => undefined),
  };
}

const cell = (dataSource: ChartDataSource) => (
  <ChartCell chartId={9} width={400} height={300} active dataSource={dataSource} registry={defaultRegistry()} />
);

async function failWithStack(): Promise<void> {
  render(cell(pending()));
  await screen.findByRole('status', { name: 'Loading chart' });
  act(() => chartUpdateFailed(9, [{ error: 'Column "nme" does not exist', stacktrace: STACK }]));
}

describe('the chart holder', () => {
  it('D3.16 shows a busy spinner while the chart loads', async () => {
    render(cell(pending()));
    const status = await screen.findByRole('status', { name: 'Loading chart' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.querySelector('.chart-spinner')).not.toBeNull();
  });

  it('D3.16 an admin sees the error message with its stack trace behind a toggle', async () => {
    sessionStore.roles = { Admin: [] };
    await failWithStack();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Column "nme" does not exist');
    const toggle = screen.getByRole('button', { name: 'See more' });
    expect(screen.queryByText(/Traceback/)).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByText(/Traceback/).textContent).toBe(STACK);
    await userEvent.click(screen.getByRole('button', { name: 'See less' }));
    expect(screen.queryByText(/Traceback/)).toBeNull();
  });

  it('D3.16 any other user sees the message only', async () => {
    sessionStore.roles = { Gamma: [['can_read', 'Chart']] };
    await failWithStack();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Column "nme" does not exist');
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
    expect(document.body.textContent).not.toContain('Traceback');
  });
});

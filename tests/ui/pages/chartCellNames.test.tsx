// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../../../src/charts';
import type { TableModel } from '../../../src/charts';
import { chartsState } from '../../../src/state/charts';
import { ChartCell } from '../../../src/ui/pages/ChartCell';
import type { ChartDataSource } from '../../../src/ui/pages/dataSource';
import { result } from '../../charts/fixtures';

afterEach(cleanup);
beforeEach(() => {
  for (const key of Object.keys(chartsState.charts)) delete chartsState.charts[key];
});

const source = (verbose: boolean): ChartDataSource => ({
  getDashboard: () => Promise.reject(new Error('unused')),
  getChart: async (id) => ({
    id,
    slice_name: 'Names',
    viz_type: 'table',
    params: { datasource: '3__table', viz_type: 'table', metrics: ['count'], groupby: ['name'] },
  }),
  getChartData: async () => [result(['name', 'count'], [1, 0], [{ name: 'Ann', count: 3 }])],
  ...(verbose ? { verboseMaps: async () => new Map([['3__table', { name: 'First name', count: 'Babies' }]]) } : {}),
});

async function labelsOf(dataSource: ChartDataSource): Promise<string[] | undefined> {
  render(
    <ChartCell chartId={9} width={400} height={300} active dataSource={dataSource} registry={defaultRegistry()} />,
  );
  await act(async () => {
    await new Promise((r) => setTimeout(r, 10));
  });
  return (chartsState.charts['9']?.model as { value: TableModel } | null | undefined)?.value.columns.map(
    (c) => c.label,
  );
}

describe("a dashboard chart's names", () => {
  it("heads the chart's columns with its dataset's verbose names, from the dashboard's datasets", async () => {
    expect(await labelsOf(source(true))).toEqual(['First name', 'Babies']);
  });

  it('a page that cannot name them shows the column and metric names', async () => {
    expect(await labelsOf(source(false))).toEqual(['name', 'count']);
  });
});

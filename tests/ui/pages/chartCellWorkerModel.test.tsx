// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../../../src/charts';
import type { ChartPropsContext, QueryFormData } from '../../../src/core/chart-plugin';
import { chartsState } from '../../../src/state/charts';
import { ChartCell } from '../../../src/ui/pages/ChartCell';
import type { ChartDataSource } from '../../../src/ui/pages/dataSource';
import { citiesResult } from '../../charts/deckFixtures';

afterEach(cleanup);
beforeEach(() => {
  for (const key of Object.keys(chartsState.charts)) delete chartsState.charts[key];
});

/** A page's data source that records which of its two calls each chart made. */
function source(vizType: string): ChartDataSource & { calls: [string, ChartPropsContext | null][] } {
  const calls: [string, ChartPropsContext | null][] = [];
  const made = {
    type: 'map',
    vizType,
    viewport: { longitude: 0, latitude: 0, zoom: 1, bearing: 0, pitch: 0 },
    layers: [],
    legend: [],
    showLegend: false,
    tooltips: {},
    invalidRows: 0,
    emptyText: null,
    madeIn: 'worker',
  };
  return {
    calls,
    getDashboard: () => Promise.reject(new Error('unused')),
    getChart: async (id) => ({
      id,
      slice_name: 'Cities',
      viz_type: vizType,
      params: { datasource: '7__table', viz_type: vizType, metrics: ['count'], groupby: ['name'] },
    }),
    getChartData: async (_formData: QueryFormData) => (calls.push(['getChartData', null]), [citiesResult()]),
    getChartAnswer: async (_formData: QueryFormData, context: ChartPropsContext) => (
      calls.push(['getChartAnswer', context]),
      { results: [citiesResult()], model: { status: 'made', model: made } }
    ),
  };
}

async function load(dataSource: ChartDataSource): Promise<unknown> {
  render(
    <ChartCell chartId={9} width={400} height={300} active dataSource={dataSource} registry={defaultRegistry()} />,
  );
  await act(async () => {
    await new Promise((r) => setTimeout(r, 10));
  });
  return (chartsState.charts['9']?.model as { value: unknown } | null | undefined)?.value;
}

describe("a dashboard chart's render model", () => {
  it("a worker-safe plugin's chart asks for its results with the model at its size, and draws the worker's model", async () => {
    const dataSource = source('deck_scatter');
    expect(await load(dataSource)).toMatchObject({ madeIn: 'worker' });
    expect(dataSource.calls).toHaveLength(1);
    expect(dataSource.calls[0]?.[0]).toBe('getChartAnswer');
    expect(dataSource.calls[0]?.[1]).toMatchObject({ width: 400 });
  });

  it('any other chart asks for its results alone and makes its model on the page', async () => {
    const dataSource = source('table');
    expect(await load(dataSource)).toMatchObject({ type: 'table' });
    expect(dataSource.calls).toEqual([['getChartData', null]]);
  });
});

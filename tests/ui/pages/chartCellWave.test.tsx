// @vitest-environment happy-dom
import '../kit/happyDom';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../../../src/charts';
import type { ChartResult, QueryFormData } from '../../../src/core/chart-plugin';
import type { Visibility } from '../../../src/core/dataplane';
import { chartsState } from '../../../src/state/charts';
import { ChartCell } from '../../../src/ui/pages/ChartCell';
import type { ChartDataSource } from '../../../src/ui/pages/dataSource';
import { citiesResult } from '../../charts/deckFixtures';

afterEach(cleanup);
beforeEach(() => {
  for (const key of Object.keys(chartsState.charts)) delete chartsState.charts[key];
});

/** A data source whose answers the test hands out by chart, and which says chart 10 is far from the screen. */
function source() {
  const pending = new Map<number, (results: ChartResult[]) => void>();
  const dataSource: ChartDataSource = {
    getDashboard: () => Promise.reject(new Error('unused')),
    getChart: async (id) => ({
      id,
      slice_name: `Table ${id}`,
      viz_type: 'table',
      params: { datasource: '7__table', viz_type: 'table', metrics: ['count'], groupby: ['name'] },
    }),
    getChartData: (formData: QueryFormData) =>
      new Promise<ChartResult[]>((resolve) => pending.set(Number(formData.slice_id), resolve)),
    visibilityOf: (chartId): Visibility => (chartId === 10 ? 'far' : 'visible'),
  };
  const answer = async (id: number) => {
    await act(async () => {
      pending.get(id)?.([citiesResult()]);
      await new Promise((r) => setTimeout(r, 0));
    });
  };
  return { dataSource, answer };
}

const version = (id: number) => chartsState.charts[String(id)]?.modelVersion ?? 0;

describe("a dashboard chart's reload in a wave", () => {
  it('charts on the screen reloaded together are repainted together; a chart far from the screen is not held for them', async () => {
    const { dataSource, answer } = source();
    const cells = (width: number) =>
      [8, 9, 10].map((id) => (
        <ChartCell
          key={id}
          chartId={id}
          width={width}
          height={300}
          active
          dataSource={dataSource}
          registry={defaultRegistry()}
        />
      ));
    const view = render(<>{cells(400)}</>);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    for (const id of [8, 9, 10]) await answer(id);
    const drawn = [8, 9, 10].map(version);
    expect(drawn.every((v) => v > 0)).toBe(true);
    view.rerender(<>{cells(420)}</>); // a new size reloads all three in one commit
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    await answer(10);
    await answer(9);
    expect([8, 9, 10].map(version)).toEqual([drawn[0], drawn[1], (drawn[2] ?? 0) + 1]);
    await answer(8);
    expect([8, 9].map(version)).toEqual([(drawn[0] ?? 0) + 1, (drawn[1] ?? 0) + 1]);
  });
});

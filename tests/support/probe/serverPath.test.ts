import { describe, expect, it } from 'vitest';
import type { ChartRequestOptions } from '../../../src/ui/pages/dataSource';
import type { PlaneDataSource } from '../../../src/ui/pages/planeDataSource';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import { pathDataSource } from './serverPath';

/** A data source that records the options of every chart request. */
function recording(): { source: PlaneDataSource; asked: (ChartRequestOptions | undefined)[] } {
  const asked: (ChartRequestOptions | undefined)[] = [];
  const source = {
    getDashboard: () => Promise.reject(new Error('no dashboard')),
    getChart: () => Promise.reject(new Error('no chart')),
    getChartData: (_fd: QueryFormData, options?: ChartRequestOptions) => {
      asked.push(options);
      return Promise.resolve([]);
    },
    getChartAnswer: (_fd: QueryFormData, _context: unknown, options?: ChartRequestOptions) => {
      asked.push(options);
      return Promise.resolve({ results: [] });
    },
    release: () => undefined,
  } as unknown as PlaneDataSource;
  return { source, asked };
}

const plain: QueryFormData = { viz_type: 'pie', datasource: '1__table', slice_id: 1 };
const crossFiltered: QueryFormData = {
  ...plain,
  extra_form_data: { filters: [{ col: 'channel', op: '==', val: 'Web' }] },
};
const context = { width: 100, height: 100 };

describe("the cross-filter bench's path switch (?xfpath)", () => {
  it('server: a request carrying extra_form_data filters is forced past the local paths; one without is not', async () => {
    const { source, asked } = recording();
    const server = pathDataSource(new URLSearchParams('probe&xfpath=server'), source);
    await server.getChartData(crossFiltered);
    await server.getChartAnswer?.(crossFiltered, context, { ownState: { a: 1 } });
    await server.getChartData(plain);
    await server.getChartAnswer?.({ ...plain, extra_form_data: {} }, context);
    expect(asked).toEqual([{ force: true }, { ownState: { a: 1 }, force: true }, undefined, undefined]);
  });

  it('without xfpath=server the data source is the one given', () => {
    const { source } = recording();
    expect(pathDataSource(new URLSearchParams('probe'), source)).toBe(source);
    expect(pathDataSource(new URLSearchParams('probe&xfpath=local'), source)).toBe(source);
  });
});

// The filter model against the real server on SQLite and PostgreSQL: the filtering keys of json_metadata written by
// PUT /api/v1/dashboard/{id} read back as written (X15.10), and a permalink carrying the data mask gives the same
// masks back (D1.04).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataMaskOf,
  initialDataMask,
  permalinkDataMask,
  permalinkState,
  readFilterMetadata,
  writeFilterMetadata,
  type NativeFilter,
} from '../../../src/core/filters';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';

const select: NativeFilter = {
  id: 'NATIVE_FILTER-region',
  type: 'NATIVE_FILTER',
  name: 'Region',
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: 'region' } }],
  controlValues: { multiSelect: true, enableEmptyFilter: false, inverseSelection: false, sortAscending: true },
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [3] },
  chartsInScope: [1, 2],
  tabsInScope: [],
  description: 'Where',
  requiredFirst: true,
  sortMetric: 'count',
};

describe.each(STORE_KINDS)('filters persisted on %s', (kind) => {
  let t: TestInstance;
  let dashboard: number;
  beforeAll(async () => {
    t = await startTestInstance(kind);
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/dashboard/',
      payload: {
        dashboard_title: 'Filtered',
        published: true,
        json_metadata: JSON.stringify({ color_scheme: 'bnbColors' }),
      },
    });
    dashboard = (res.json() as { id: number }).id;
  }, 60_000);
  afterAll(async () => t.close());

  const metadataNow = async (): Promise<string> =>
    ((await t.api({ url: `/api/v1/dashboard/${dashboard}` })).json() as { result: { json_metadata: string } }).result
      .json_metadata;

  it('X15.10 D2.14 D2.13 D2.16 D2.11 each filtering key PUT in json_metadata reads back as written, others kept', async () => {
    const divider = { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER' as const, title: 'Place', description: '' };
    const patches = [
      { nativeFilterConfiguration: [select, divider] },
      {
        chartConfiguration: {
          '2': { id: 2, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [2] }, chartsInScope: [1] } },
        },
      },
      { filterBarOrientation: 'HORIZONTAL' as const },
      { crossFiltersEnabled: false },
    ];
    for (const patch of patches) {
      const res = await t.api({
        method: 'PUT',
        url: `/api/v1/dashboard/${dashboard}`,
        payload: { json_metadata: writeFilterMetadata(await metadataNow(), patch) },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { result: { json_metadata?: string }; last_modified_time?: number };
      expect(body).toHaveProperty('last_modified_time');
    }
    const text = await metadataNow();
    const { metadata, warnings } = readFilterMetadata(text);
    expect(warnings).toEqual([]);
    expect(metadata).toEqual({
      nativeFilterConfiguration: [select, divider],
      chartConfiguration: patches[1]?.chartConfiguration,
      filterBarOrientation: 'HORIZONTAL',
      crossFiltersEnabled: false,
    });
    expect(JSON.parse(text).color_scheme).toBe('bnbColors');
  });

  it('D1.04 a permalink carries the data mask and gives the same masks back', async () => {
    const masks = { [select.id]: dataMaskOf(select, ['EU', 'US']) };
    const created = await t.api({
      method: 'POST',
      url: `/api/v1/dashboard/${dashboard}/permalink`,
      payload: { ...permalinkState(masks, { activeTabs: [] }) },
    });
    expect(created.statusCode).toBe(201);
    const key = (created.json() as { key: string }).key;
    const read = (await t.api({ url: `/api/v1/dashboard/permalink/${key}` })).json() as { state: unknown };
    expect(initialDataMask([select], permalinkDataMask(read.state))).toEqual(masks);
  });
});

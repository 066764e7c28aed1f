import { beforeEach, describe, expect, it } from 'vitest';
import { exploreUrlParams } from '../../../src/core/explore';
import { sessionStore, setApiClient } from '../../../src/state/app';
import { exploreState, resetExplore } from '../../../src/state/explore';
import {
  explorePageState,
  fetchDatasource,
  listSwapDatasets,
  openExplore,
  saveDatasource,
} from '../../../src/state/explorepage';
import { fakeClient } from '../app/fakeClient';
import { birthNames, controlPanelOf } from './fixtures';

const withCreated = {
  ...birthNames,
  columns: [...birthNames.columns, { column_name: 'created', is_dttm: true, type: 'TIMESTAMP' }],
};
const mixed = { viz_type: 'mixed_timeseries', datasource: '3__table', granularity_sqla: 'created', metrics: ['count'] };
const opened = {
  status: 200,
  body: { result: { dataset: withCreated, form_data: mixed, slice: null, message: null } },
};

beforeEach(() => {
  resetExplore();
  sessionStore.user = { id: 7, username: 'alpha', first_name: 'A', last_name: 'B' };
  sessionStore.roles = { Alpha: [['can_write', 'Chart']] };
  sessionStore.conf = {};
});

describe('the datasource control calls (X17.01, X17.02, X17.07)', () => {
  it('X17.01 reads a dataset from GET /datasource/get/{type}/{id}/', async () => {
    const client = fakeClient({ 'GET /datasource/get/table/3/': { status: 200, body: birthNames } });
    setApiClient(client);
    expect(await fetchDatasource('table', 3)).toMatchObject({ id: 3, table_name: 'birth_names' });
    expect(client.requests[0]?.path).toBe('/datasource/get/table/3/');
  });

  it("X4.06 X17.02 X2.09 the save posts the editor's data; explore moves onto the saved dataset and a time column no longer temporal becomes the default one", async () => {
    const saved = { ...withCreated, columns: [...birthNames.columns, { column_name: 'created', type: 'VARCHAR' }] };
    const client = fakeClient({
      'GET /api/v1/explore/?datasource_id=3': opened,
      'POST /datasource/save/': { status: 200, body: saved },
    });
    setApiClient(client);
    await openExplore(exploreUrlParams('/explore/', '?datasource_type=table&datasource_id=3'), { controlPanelOf });
    expect(exploreState.form_data.granularity_sqla).toBe('created');
    await saveDatasource({ id: 3, description: 'edited' });
    const post = client.requests.find((r) => r.method === 'POST');
    expect(JSON.parse((post?.json as { data: string }).data)).toEqual({ id: 3, description: 'edited' });
    expect(exploreState.datasource?.columns.find((c) => c.column_name === 'created')?.is_dttm).toBeFalsy();
    expect(exploreState.form_data.granularity_sqla).toBe('ds');
    expect(explorePageState.datasetName).toBe('main.birth_names');
  });

  it('X4.07 a refused save throws the server message and changes nothing in explore', async () => {
    setApiClient(
      fakeClient({
        'GET /api/v1/explore/?datasource_id=3': opened,
        'POST /datasource/save/': {
          status: 422,
          body: { message: { columns: ['Calculated column "c" refers to missing column(s): x'] } },
        },
      }),
    );
    await openExplore(exploreUrlParams('/explore/', '?datasource_type=table&datasource_id=3'), { controlPanelOf });
    const before = exploreState.form_data;
    await expect(saveDatasource({ id: 3 })).rejects.toThrow('refers to missing column');
    expect(exploreState.form_data).toBe(before);
  });

  it('X3.02 X3.03 X17.07 the swap list asks for table_name ct, the page and the order, and reads kind, schema, connection and owners', async () => {
    const client = fakeClient({
      'GET /api/v1/dataset/': {
        status: 200,
        body: {
          count: 31,
          result: [
            {
              id: 8,
              table_name: 'cars',
              kind: 'physical',
              schema: 'main',
              database: { database_name: 'shop' },
              owners: [{ id: 1, first_name: 'A', last_name: 'B' }],
            },
          ],
        },
      },
    });
    setApiClient(client);
    const answer = await listSwapDatasets({
      search: ' car ',
      page: 2,
      pageSize: 20,
      orderColumn: 'table_name',
      desc: false,
    });
    expect(answer).toEqual({
      count: 31,
      rows: [
        {
          id: 8,
          table_name: 'cars',
          kind: 'physical',
          schema: 'main',
          database_name: 'shop',
          owners: [{ id: 1, first_name: 'A', last_name: 'B' }],
        },
      ],
    });
    const path = decodeURIComponent(client.requests[0]?.path ?? '');
    expect(path).toContain('filters:!((col:table_name,opr:ct,value:car))');
    expect(path).toContain('order_column:table_name,order_direction:asc,page:2,page_size:20');
  });
});

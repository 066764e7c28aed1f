import { beforeEach, describe, expect, it } from 'vitest';
import { exploreUrlParams } from '../../../src/core/explore';
import { sessionStore, setApiClient } from '../../../src/state/app';
import { exploreState, resetExplore } from '../../../src/state/explore';
import { explorePageState, openExplore, swapDataset } from '../../../src/state/explorepage';
import { fakeClient } from '../app/fakeClient';
import { birthNames, controlPanelOf, stateFilter } from './fixtures';

const births = {
  ...birthNames,
  columns: [...birthNames.columns, { column_name: 'state', type: 'VARCHAR' }],
};
const cars = { ...birthNames, id: 8, table_name: 'cars', name: 'main.cars' };
const onState = stateFilter;
const pie = {
  viz_type: 'pie',
  datasource: '3__table',
  groupby: ['gender', 'state'],
  metric: 'count',
  adhoc_filters: [onState],
  row_limit: 10,
  show_labels: false,
};
const explore = (dataset: unknown, formData: unknown, slice: unknown = null) => ({
  status: 200,
  body: { result: { dataset, form_data: formData, slice, message: null } },
});
const missing = {
  type: 'table',
  name: '[Missing Dataset]',
  columns: [],
  metrics: [],
  database: { id: 0, backend: '' },
};
const params = (search: string) => exploreUrlParams('/explore/', search);

beforeEach(() => {
  resetExplore();
  sessionStore.user = { id: 7, username: 'alpha', first_name: 'A', last_name: 'B' };
  sessionStore.roles = { Alpha: [['can_write', 'Chart']] };
  sessionStore.conf = {};
});

describe('Swap dataset carries the chart over (X1.04)', () => {
  it("X1.04 X8.08 from 'Missing dataset': the chart's settings move to the new dataset, less the columns it lacks, and it says so", async () => {
    const client = fakeClient({
      'GET /api/v1/explore/?slice_id=5': explore(missing, pie, { id: 5, slice_name: 'Births by gender' }),
      'GET /api/v1/explore/?datasource_id=8&datasource_type=table': explore(cars, { datasource: '8__table' }),
    });
    setApiClient(client);
    await openExplore(params('?slice_id=5'), { controlPanelOf });
    expect(explorePageState.status).toBe('missing-dataset');

    const { message } = await swapDataset(8, { controlPanelOf });
    expect(explorePageState.status).toBe('ready');
    expect(exploreState.datasource?.id).toBe(8);
    expect(exploreState.slice?.slice_id).toBe(5);
    expect(exploreState.form_data).toMatchObject({
      viz_type: 'pie',
      datasource: '8__table',
      groupby: ['gender'],
      metric: 'count',
      row_limit: 10,
      show_labels: false,
    });
    // X7.13 a filter on a column the dataset lacks is kept and flagged, as Superset does
    expect(exploreState.form_data.adhoc_filters).toEqual([{ ...onState, datasourceWarning: true }]);
    expect(message).toMatch(/^Changed the dataset to main\.cars\. Removed what it lacks: [^:]+: state\./);
    expect(message).toContain('might not fit it');
  });

  it("X1.04 X3.06 X17.01 from an open chart (the datasource panel's Swap dataset): the new dataset is read from GET /datasource/get/table/{id}/ and the settings are kept where it has the columns", async () => {
    const client = fakeClient({
      'GET /api/v1/explore/?datasource_id=3': explore(births, pie),
      'GET /datasource/get/table/8/': { status: 200, body: cars },
    });
    setApiClient(client);
    await openExplore(params('?datasource_type=table&datasource_id=3'), { controlPanelOf });
    expect(exploreState.form_data.groupby).toEqual(['gender', 'state']);
    const { message } = await swapDataset(8, { controlPanelOf });
    expect(exploreState.form_data).toMatchObject({ datasource: '8__table', groupby: ['gender'], row_limit: 10 });
    expect(exploreState.chartIsStale).toBe(true);
    expect(message).toContain('state');
    expect(client.requests.map((r) => r.path)).not.toContain('/api/v1/explore/?datasource_id=8&datasource_type=table');
  });

  it('X1.04 a swap the server refuses changes nothing and says why', async () => {
    setApiClient(
      fakeClient({
        'GET /api/v1/explore/?datasource_id=3': explore(births, pie),
        'GET /datasource/get/table/9/': { status: 403, body: { message: 'Access to this dataset is denied' } },
      }),
    );
    await openExplore(params('?datasource_type=table&datasource_id=3'), { controlPanelOf });
    const before = exploreState.form_data;
    await expect(swapDataset(9, { controlPanelOf })).rejects.toThrow('Access to this dataset is denied');
    expect(exploreState.form_data).toBe(before);
    expect(exploreState.datasource?.id).toBe(3);
  });

  it('X1.04 a dataset that is gone too is no swap: it says so and changes nothing', async () => {
    setApiClient(
      fakeClient({
        'GET /api/v1/explore/?datasource_id=3': explore(births, pie),
        'GET /datasource/get/table/9/': { status: 404, body: { message: 'The dataset does not exist' } },
      }),
    );
    await openExplore(params('?datasource_type=table&datasource_id=3'), { controlPanelOf });
    await expect(swapDataset(9, { controlPanelOf })).rejects.toThrow('The dataset does not exist');
    expect(exploreState.datasource?.id).toBe(3);
  });
});

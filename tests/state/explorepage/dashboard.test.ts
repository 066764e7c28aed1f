import { beforeEach, describe, expect, it } from 'vitest';
import { buildQueryObject } from '../../../src/core/chart-plugin';
import { exploreUrlParams } from '../../../src/core/explore';
import { sessionStore, setApiClient } from '../../../src/state/app';
import { exploreState, resetExplore } from '../../../src/state/explore';
import { chartSaveBody, explorePageState, openExplore } from '../../../src/state/explorepage';
import { fakeClient } from '../app/fakeClient';
import { birthNames, controlPanelOf } from './fixtures';

beforeEach(() => {
  resetExplore();
  sessionStore.user = { id: 7, username: 'alpha', first_name: 'A', last_name: 'B' };
  sessionStore.roles = { Alpha: [['can_write', 'Chart']] };
  sessionStore.conf = {};
});

describe('explore opened from a dashboard (X1.07, X7.14)', () => {
  it('X1.07 X7.14 a form_data_key made by a dashboard: its native filters show as inherited, are queried once and are not saved', async () => {
    const fromDashboard = {
      viz_type: 'table',
      datasource: '3__table',
      metrics: ['count'],
      groupby: ['gender'],
      dashboardId: 4,
      extra_form_data: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] },
    };
    setApiClient(
      fakeClient({
        'GET /api/v1/explore/?form_data_key=abc': {
          status: 200,
          body: { result: { dataset: birthNames, form_data: fromDashboard, slice: null, message: null } },
        },
      }),
    );
    await openExplore(exploreUrlParams('/explore/', '?form_data_key=abc'), { controlPanelOf });
    expect(explorePageState.status).toBe('ready');
    const inherited = (exploreState.form_data.adhoc_filters as { isExtra?: boolean; subject?: string }[]).filter(
      (f) => f.isExtra,
    );
    expect(inherited).toMatchObject([{ subject: 'gender', operatorId: 'IN', comparator: ['girl'] }]);
    expect(buildQueryObject(exploreState.form_data).filters).toEqual([
      { col: 'gender', op: 'IN', val: ['girl'], isExtra: true },
    ]);
    const params = JSON.parse(String(chartSaveBody(exploreState.form_data, birthNames, 'Girls', []).params)) as Record<
      string,
      unknown
    >;
    expect(params.adhoc_filters).toEqual([]);
    expect(params).not.toHaveProperty('extra_form_data');
    expect(params).not.toHaveProperty('dashboardId');
  });
});

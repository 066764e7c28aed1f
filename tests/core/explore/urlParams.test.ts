import { describe, expect, it } from 'vitest';
import { exploreUrlParams, missingUrlParameters } from '../../../src/core/explore';

describe('explore URL parameters', () => {
  it('X1.02 slice_id, dataset_id, datasource_id + datasource_type, form_data_key, viz_type and the permalink key', () => {
    expect(exploreUrlParams('/explore/', '?slice_id=9&viz_type=pie&form_data_key=abc')).toMatchObject({
      sliceId: 9,
      vizType: 'pie',
      formDataKey: 'abc',
      datasource: null,
    });
    expect(exploreUrlParams('/explore/', '?dataset_id=3').datasource).toEqual({ id: 3, type: 'table' });
    expect(exploreUrlParams('/superset/explore/', '?datasource_id=4&datasource_type=query').datasource).toEqual({
      id: 4,
      type: 'query',
    });
    expect(exploreUrlParams('/explore/', '?datasource=5__table').datasource).toEqual({ id: 5, type: 'table' });
    expect(exploreUrlParams('/superset/explore/p/xYz12/', '').permalinkKey).toBe('xYz12');
    expect(exploreUrlParams('/explore/', '?slice_id=abc').sliceId).toBeNull();
  });
  it('X1.07 the dashboard id comes from the URL', () => {
    expect(exploreUrlParams('/explore/', '?slice_id=1&dashboard_id=12').dashboardId).toBe(12);
  });
  it('X1.03 "Missing URL parameters" when the address names neither a dataset nor a chart (nor saved state)', () => {
    expect(missingUrlParameters(exploreUrlParams('/explore/', ''))).toBe(true);
    expect(missingUrlParameters(exploreUrlParams('/explore/', '?viz_type=table'))).toBe(true);
    expect(missingUrlParameters(exploreUrlParams('/explore/', '?dataset_id=3'))).toBe(false);
    expect(missingUrlParameters(exploreUrlParams('/explore/', '?slice_id=3'))).toBe(false);
  });
});

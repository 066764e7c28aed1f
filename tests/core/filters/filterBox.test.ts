import { describe, expect, it } from 'vitest';
import {
  FILTER_BOX_COUNT,
  FILTER_BOX_SNOOZE_MS,
  filterBoxChoiceFormData,
  filterBoxChoices,
  chartsInScope,
  convertFilterBox,
  filterBoxTargets,
  initialMigrationState,
  nextMigrationState,
  readDefaultFilters,
  readFilterScopes,
  reviewFilterBoxes,
  savedReviewMetadata,
  type FilterBoxFormData,
} from '../../../src/core/filters';
import { tabbedLayout } from './fixtures';

const box: FilterBoxFormData = {
  viz_type: 'filter_box',
  datasource: '7__table',
  date_filter: true,
  show_sqla_time_granularity: true,
  instant_filtering: false,
  filter_configs: [
    {
      column: 'country',
      label: 'Country',
      multiple: true,
      clearable: true,
      asc: false,
      metric: 'count',
      defaultValue: 'US;CA',
    },
    { column: 'state name', multiple: false, clearable: false, searchAllOptions: true },
  ],
};
const metadata = {
  filter_scopes: {
    '2': { country: { scope: ['TAB-b'], immune: [5] }, __time_range: { scope: ['ROOT_ID'], immune: [1] } },
  },
  default_filters: JSON.stringify({ '2': { __time_range: 'Last week', 'state name': 'CA' } }),
};

describe('the legacy filter box’s scopes and defaults (D2.12, D12.04)', () => {
  it('D2.12 default_filters is read from its JSON text; unreadable text gives none', () => {
    expect(readDefaultFilters(metadata.default_filters)).toEqual({
      '2': { __time_range: 'Last week', 'state name': 'CA' },
    });
    expect(readDefaultFilters('{oops')).toEqual({});
  });
  it('D12.04 filter_scopes and immune lists decide which charts a filter-box filter affects', () => {
    const scopes = readFilterScopes(metadata.filter_scopes);
    expect(scopes['2']?.country).toEqual({ rootPath: ['TAB-b'], excluded: [5] });
    expect(filterBoxTargets(tabbedLayout(), scopes, 2, 'country')).toEqual([4]);
    expect(filterBoxTargets(tabbedLayout(), scopes, 2, 'other')).toEqual([1, 3, 4, 5]);
  });
});

describe('a filter box converted to native filters (D12.05)', () => {
  const scopes = readFilterScopes(metadata.filter_scopes);
  const defaults = readDefaultFilters(metadata.default_filters);
  const filters = convertFilterBox(2, box, { filterScopes: scopes, defaultFilters: defaults });
  it('D12.05 time range and time grain first, then one select per column, ids prefixed and stable', () => {
    expect(filters.map((f) => [f.id, f.filterType, f.name])).toEqual([
      ['NATIVE_FILTER-fb2___time_range', 'filter_time', 'Time range'],
      ['NATIVE_FILTER-fb2___time_grain', 'filter_timegrain', 'Time grain'],
      ['NATIVE_FILTER-fb2_country', 'filter_select', 'Country'],
      ['NATIVE_FILTER-fb2_state_name', 'filter_select', 'state name'],
    ]);
    expect(convertFilterBox(2, box, { filterScopes: scopes, defaultFilters: defaults })).toEqual(filters);
  });
  it('D12.05 scopes are kept: filter_scopes becomes rootPath and excluded', () => {
    expect(filters[0]?.scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [1] });
    expect(filters[2]?.scope).toEqual({ rootPath: ['TAB-b'], excluded: [5] });
    expect(filters[3]?.scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
  });
  it('D12.05 a select keeps its target, sort metric and direction, multiple, clearable and search-all', () => {
    expect(filters[2]).toMatchObject({
      targets: [{ datasetId: 7, column: { name: 'country' } }],
      sortMetric: 'count',
      controlValues: { multiSelect: true, enableEmptyFilter: false, sortAscending: false, searchAllOptions: false },
    });
    expect(filters[3]?.controlValues).toMatchObject({
      multiSelect: false,
      enableEmptyFilter: true,
      searchAllOptions: true,
    });
    expect(filters[1]?.targets).toEqual([{ datasetId: 7 }]);
    expect(filters[0]?.targets).toEqual([]);
  });
  it('D12.05 defaults come from default_filters, else the filter box’s own default split on ;', () => {
    expect(filters[0]?.defaultDataMask.extraFormData).toEqual({ time_range: 'Last week' });
    expect(filters[2]?.defaultDataMask.filterState.value).toEqual(['US', 'CA']);
    expect(filters[3]?.defaultDataMask.extraFormData).toEqual({
      filters: [{ col: 'state name', op: 'IN', val: ['CA'] }],
    });
    expect(filters[1]?.defaultDataMask).toEqual({ extraFormData: {}, filterState: {}, ownState: {} });
  });
});

describe('the migration states and the review (D12.05)', () => {
  it('D12.05 noop without filter boxes; converted when only native filters remain; snoozed for 24 h', () => {
    expect(initialMigrationState({ filterBoxCount: 0, nativeFilterCount: 0, now: 0 })).toBe('noop');
    expect(initialMigrationState({ filterBoxCount: 0, nativeFilterCount: 2, now: 0 })).toBe('converted');
    expect(
      initialMigrationState({
        filterBoxCount: 1,
        nativeFilterCount: 0,
        snoozedAt: 1000,
        now: 1000 + FILTER_BOX_SNOOZE_MS - 1,
      }),
    ).toBe('snoozed');
    expect(
      initialMigrationState({
        filterBoxCount: 1,
        nativeFilterCount: 0,
        snoozedAt: 1000,
        now: 1000 + FILTER_BOX_SNOOZE_MS,
      }),
    ).toBe('noop');
  });
  it('D12.05 noop or snoozed → reviewing → converted on save, back to noop on cancel; converted stays', () => {
    expect(nextMigrationState('noop', 'review')).toBe('reviewing');
    expect(nextMigrationState('noop', 'snooze')).toBe('snoozed');
    expect(nextMigrationState('snoozed', 'review')).toBe('reviewing');
    expect(nextMigrationState('reviewing', 'save')).toBe('converted');
    expect(nextMigrationState('reviewing', 'cancel')).toBe('noop');
    expect(nextMigrationState('converted', 'review')).toBe('converted');
  });
  it('D12.05 in reviewing, filter boxes become native filters and leave the layout (an emptied row with them)', () => {
    const layout = tabbedLayout();
    const review = reviewFilterBoxes(
      layout,
      { '2': box, '1': { viz_type: 'table' }, '3': { ...box, filter_configs: [] } },
      metadata,
    );
    expect(review.filterBoxIds).toEqual([2, 3]);
    expect(review.nativeFilters.map((f) => f.id)).toContain('NATIVE_FILTER-fb3___time_range');
    expect(review.layout['CHART-2']).toBeUndefined();
    expect(review.layout['ROW-a']).toBeUndefined();
    expect(review.layout['TAB-a']?.children).toEqual([]);
    expect(review.layout['ROW-top']?.children).toEqual(['CHART-1']);
    expect(chartsInScope(review.layout, { rootPath: ['ROOT_ID'], excluded: [] })).toEqual([1, 4, 5]);
    expect(layout['CHART-2']).toBeDefined();
  });
  it('D12.05 a second review keeps the native filters already converted, not adding them twice', () => {
    const first = reviewFilterBoxes(tabbedLayout(), { '2': box }, metadata);
    const again = reviewFilterBoxes(tabbedLayout(), { '2': box }, metadata, first.nativeFilters);
    expect(again.nativeFilters).toEqual(first.nativeFilters);
  });
});

describe('saving the review (D2.12, D12.05)', () => {
  it('D12.05 writes the native filters and drops the removed filter boxes’ default_filters and filter_scopes', () => {
    const meta = {
      color_scheme: 'x',
      filter_scopes: { ...metadata.filter_scopes, '9': { region: { scope: ['ROOT_ID'], immune: [] } } },
      default_filters: JSON.stringify({ '2': { country: ['US'] }, '9': { region: ['EU'] } }),
    };
    const review = reviewFilterBoxes(tabbedLayout(), { '2': box }, meta);
    const saved = JSON.parse(savedReviewMetadata(JSON.stringify(meta), review));
    expect(saved.color_scheme).toBe('x');
    expect(saved.native_filter_configuration.map((f: { id: string }) => f.id)).toEqual(
      review.nativeFilters.map((f) => f.id),
    );
    expect(saved.filter_scopes).toEqual({ '9': { region: { scope: ['ROOT_ID'], immune: [] } } });
    expect(JSON.parse(saved.default_filters)).toEqual({ '9': { region: ['EU'] } });
  });
});

describe('the filter box’s choices (D12.02, D12.03)', () => {
  it('D12.03 a count query per select, at most 1000 rows, under the box’s filters and time range', () => {
    const fd = filterBoxChoiceFormData({ ...box, time_range: 'Last year', adhoc_filters: [] }, { column: 'country' });
    expect(fd).toMatchObject({
      groupby: ['country'],
      metrics: [FILTER_BOX_COUNT],
      row_limit: 1000,
      time_range: 'Last year',
    });
    expect(fd.order_by_cols).toEqual([JSON.stringify([FILTER_BOX_COUNT, true])]);
  });
  it('D12.02 a search adds an ILIKE adhoc filter on the column; rows become {id, text, metric}', () => {
    const fd = filterBoxChoiceFormData(box, { column: 'country', metric: 'sum__num', asc: false }, ' u ');
    expect(fd.adhoc_filters).toEqual([
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'country', operator: 'ILIKE', comparator: '%u%' },
    ]);
    expect(fd.metrics).toEqual(['sum__num']);
    expect(
      filterBoxChoices({ column: 'country', metric: 'sum__num' }, [{ country: 'US', sum__num: 4 }, { sum__num: 1 }]),
    ).toEqual([
      { id: 'US', text: 'US', metric: 4 },
      { id: null, text: '<NULL>', metric: 1 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { readFilterMetadata, writeFilterMetadata } from '../../../src/core/filters';
import { nativeFilter } from './fixtures';

const superset = {
  id: 'NATIVE_FILTER-8jS1fx4hl',
  type: 'NATIVE_FILTER',
  name: 'Country',
  filterType: 'filter_select',
  targets: [{ datasetId: 11, column: { name: 'country_name' } }],
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  controlValues: {
    multiSelect: true,
    enableEmptyFilter: false,
    defaultToFirstItem: false,
    searchAllOptions: false,
    inverseSelection: false,
  },
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  chartsInScope: [42],
  tabsInScope: [],
  description: '',
  requiredFirst: false,
};

describe('native_filter_configuration read and written (D2.14)', () => {
  it('D2.14 D2.27 D2.28 D2.29 reads Superset’s filter as it is', () => {
    const { metadata, warnings } = readFilterMetadata(JSON.stringify({ native_filter_configuration: [superset] }));
    expect(warnings).toEqual([]);
    expect(metadata.nativeFilterConfiguration).toEqual([superset]);
  });
  it('D10.10 a divider keeps its title and description; ids need their prefixes', () => {
    const { metadata, warnings } = readFilterMetadata({
      native_filter_configuration: [
        { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'Time', description: 'When' },
        { id: 'DIVIDER-2', type: 'DIVIDER', title: 'x' },
        { ...superset, id: 'FILTER-3' },
      ],
    });
    expect(metadata.nativeFilterConfiguration).toEqual([
      { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'Time', description: 'When' },
    ]);
    expect(warnings.map((w) => w.message)).toEqual([
      'Filter DIVIDER-2 was dropped: its id does not start with NATIVE_FILTER_DIVIDER-',
      'Filter FILTER-3 was dropped: its id does not start with NATIVE_FILTER-',
    ]);
  });
  it('D2.14 a bad entry is dropped with a warning and the rest kept', () => {
    const { metadata, warnings } = readFilterMetadata({
      native_filter_configuration: [
        'nonsense',
        { ...superset, id: 'NATIVE_FILTER-a', filterType: 'filter_magic' },
        { ...superset, id: 'NATIVE_FILTER-b' },
        { ...superset, id: 'NATIVE_FILTER-b', name: 'again' },
        {
          ...superset,
          id: 'NATIVE_FILTER-c',
          targets: 'x',
          scope: null,
          cascadeParentIds: ['NATIVE_FILTER-b', 'NATIVE_FILTER-gone'],
        },
      ],
    });
    expect(metadata.nativeFilterConfiguration.map((f) => f.id)).toEqual(['NATIVE_FILTER-b', 'NATIVE_FILTER-c']);
    const c = metadata.nativeFilterConfiguration[1];
    expect(c?.type === 'NATIVE_FILTER' && c.targets).toEqual([]);
    expect(c?.type === 'NATIVE_FILTER' && c.scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
    expect(c?.type === 'NATIVE_FILTER' && c.cascadeParentIds).toEqual(['NATIVE_FILTER-b']);
    expect(warnings.map((w) => w.message)).toEqual([
      'Filter entry 0 was dropped: it has no id',
      'Filter NATIVE_FILTER-a was dropped: its filter type "filter_magic" is unknown',
      'Filter NATIVE_FILTER-b was dropped: its id is used by an earlier filter',
      'Filter NATIVE_FILTER-c lost the parents it no longer has: NATIVE_FILTER-gone',
    ]);
  });
  it('X15.01 requiredFirst is top-level: an older configuration’s controlValues.requiredFirst is lifted', () => {
    const { metadata } = readFilterMetadata({
      native_filter_configuration: [{ ...superset, requiredFirst: undefined, controlValues: { requiredFirst: true } }],
    });
    const f = metadata.nativeFilterConfiguration[0];
    expect(f?.type === 'NATIVE_FILTER' && [f.requiredFirst, f.controlValues]).toEqual([true, {}]);
  });
  it('X15.01 keeps pre-filters, time range, sort metric and time column', () => {
    const extra = {
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'x > 1' }],
      time_range: 'Last year',
      sortMetric: 'count',
      granularity_sqla: 'ts',
    };
    const { metadata } = readFilterMetadata({ native_filter_configuration: [{ ...superset, ...extra }] });
    expect(metadata.nativeFilterConfiguration[0]).toMatchObject(extra);
  });
  it('a configuration that is not a list, or JSON that does not parse, gives no filters and a warning', () => {
    expect(readFilterMetadata({ native_filter_configuration: { a: 1 } }).warnings).toHaveLength(1);
    const broken = readFilterMetadata('{not json');
    expect(broken.metadata.nativeFilterConfiguration).toEqual([]);
    expect(broken.warnings[0]?.key).toBe('json_metadata');
  });
});

describe('chart_configuration, filter_bar_orientation and cross_filters_enabled (D2.11, D2.13, D2.16)', () => {
  it('D2.13 reads per chart id {id, crossFilters: {scope, chartsInScope}}; a bad key is dropped', () => {
    const { metadata, warnings } = readFilterMetadata({
      chart_configuration: {
        '5': { id: 5, crossFilters: { scope: { rootPath: ['TAB-a'], excluded: [6] }, chartsInScope: [7] } },
        six: { id: 6 },
        '8': { crossFilters: {} },
      },
    });
    expect(metadata.chartConfiguration).toEqual({
      '5': { id: 5, crossFilters: { scope: { rootPath: ['TAB-a'], excluded: [6] }, chartsInScope: [7] } },
      '8': { id: 8, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [] } },
    });
    expect(warnings).toHaveLength(1);
  });
  it('D2.16 orientation is VERTICAL unless HORIZONTAL; D2.11 cross filters are on unless false', () => {
    expect(readFilterMetadata({}).metadata).toMatchObject({
      filterBarOrientation: 'VERTICAL',
      crossFiltersEnabled: true,
    });
    expect(
      readFilterMetadata({ filter_bar_orientation: 'HORIZONTAL', cross_filters_enabled: false }).metadata,
    ).toMatchObject({ filterBarOrientation: 'HORIZONTAL', crossFiltersEnabled: false });
    const bad = readFilterMetadata({ filter_bar_orientation: 'DIAGONAL', cross_filters_enabled: 'yes' });
    expect(bad.metadata).toMatchObject({ filterBarOrientation: 'VERTICAL', crossFiltersEnabled: true });
    expect(bad.warnings.map((w) => w.key)).toEqual(['filter_bar_orientation', 'cross_filters_enabled']);
  });
  it('X15.10 writing sets only the keys given and keeps every other key', () => {
    const before = JSON.stringify({
      color_scheme: 'supersetColors',
      positions: { a: 1 },
      filter_bar_orientation: 'VERTICAL',
    });
    const filters = [nativeFilter({ id: 'NATIVE_FILTER-x' })];
    const after = JSON.parse(
      writeFilterMetadata(before, { nativeFilterConfiguration: filters, filterBarOrientation: 'HORIZONTAL' }),
    );
    expect(after).toEqual({
      color_scheme: 'supersetColors',
      positions: { a: 1 },
      filter_bar_orientation: 'HORIZONTAL',
      native_filter_configuration: filters,
    });
    expect(JSON.parse(writeFilterMetadata('{broken', { crossFiltersEnabled: false }))).toEqual({
      cross_filters_enabled: false,
    });
  });
  it('D2.14 what is written reads back the same', () => {
    const filters = [nativeFilter({ id: 'NATIVE_FILTER-x', requiredFirst: true, sortMetric: 'count' })];
    const text = writeFilterMetadata(null, { nativeFilterConfiguration: filters, chartConfiguration: {} });
    expect(readFilterMetadata(text).metadata.nativeFilterConfiguration).toEqual(filters);
  });
});

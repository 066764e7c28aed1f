import { describe, expect, it } from 'vitest';
import { GenericDataType } from '../../../src/core/query';
import {
  dataMaskOf,
  firstItemValue,
  searchFilter,
  selectOptionsFromRows,
  selectOptionsQuery,
} from '../../../src/core/filters';
import { nativeFilter } from './fixtures';

const parent = nativeFilter({ id: 'NATIVE_FILTER-country', targets: [{ datasetId: 7, column: { name: 'country' } }] });
const child = nativeFilter({
  id: 'NATIVE_FILTER-state',
  targets: [{ datasetId: 7, column: { name: 'state' } }],
  cascadeParentIds: [parent.id],
  sortMetric: 'count',
  controlValues: { sortAscending: false, searchAllOptions: true },
  adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'active', operator: 'IS TRUE' }],
  time_range: 'Last year',
});

describe('a select filter’s options query (D10.04)', () => {
  it('D10.04 groups by the column, ordered by the sort metric in the filter’s direction, capped at 1000 rows', () => {
    const qc = selectOptionsQuery(child, { filters: [parent, child], dataMask: {} });
    expect(qc?.datasource).toEqual({ id: 7, type: 'table' });
    const q = qc?.queries[0];
    expect(q?.columns).toEqual(['state']);
    expect(q?.metrics).toEqual(['count']);
    expect(q?.orderby).toEqual([['count', false]]);
    expect(q?.row_limit).toBe(1000);
  });
  it('D10.04 without a sort metric, ordered by the column, ascending by default, no metrics', () => {
    const q = selectOptionsQuery(parent, { filters: [parent], dataMask: {}, rowLimit: 50 })?.queries[0];
    expect([q?.metrics, q?.orderby, q?.row_limit]).toEqual([[], [['country', true]], 50]);
  });
  it('D10.04 honours the pre-filters and the pre-filter time range', () => {
    const q = selectOptionsQuery(child, { filters: [parent, child], dataMask: {} })?.queries[0];
    expect(q?.filters).toEqual([{ col: 'active', op: 'IS TRUE' }]);
    expect(q?.time_range).toBe('Last year');
  });
  it('D10.06 is narrowed by the parents’ values (the cascade)', () => {
    const q = selectOptionsQuery(child, {
      filters: [parent, child],
      dataMask: { [parent.id]: dataMaskOf(parent, ['US']) },
    })?.queries[0];
    expect(q?.filters).toContainEqual({ col: 'country', op: 'IN', val: ['US'], isExtra: true });
  });
  it('D10.04 a search is sent to the server only with searchAllOptions: ILIKE on text, = on a number', () => {
    const searched = selectOptionsQuery(child, { filters: [child], dataMask: {}, search: ' cal ' })?.queries[0];
    expect(searched?.filters).toContainEqual({ col: 'state', op: 'ILIKE', val: '%cal%', isExtra: true });
    const local = selectOptionsQuery(parent, { filters: [parent], dataMask: {}, search: 'cal' })?.queries[0];
    expect(local?.filters).toEqual([]);
    expect(searchFilter('n', '12', GenericDataType.NUMERIC)).toEqual({ col: 'n', op: '==', val: 12 });
    expect(searchFilter('n', 'twelve', GenericDataType.NUMERIC)).toBeNull();
    expect(searchFilter('s', '  ', GenericDataType.STRING)).toBeNull();
  });
  it('D10.04 a filter without a dataset or column has no options query', () => {
    expect(
      selectOptionsQuery(nativeFilter({ id: 'NATIVE_FILTER-x', targets: [] }), { filters: [], dataMask: {} }),
    ).toBeNull();
  });
});

describe('a select filter’s options from its rows (D10.04)', () => {
  it('D10.04 the column’s values in the server’s order, each once, null shown as <NULL>', () => {
    const rows = [{ country: 'US', count: 3 }, { country: null, count: 2 }, { country: 'US' }, { country: 7 }, {}];
    expect(selectOptionsFromRows(parent, rows)).toEqual([
      { value: 'US', label: 'US' },
      { value: null, label: '<NULL>' },
      { value: 7, label: '7' },
    ]);
  });
  it('D2.28 defaultToFirstItem takes the first option once the options arrive; otherwise nothing', () => {
    const options = [{ value: 'b', label: 'b' }];
    expect(firstItemValue({ ...parent, controlValues: { defaultToFirstItem: true } }, options)).toEqual(['b']);
    expect(firstItemValue({ ...parent, controlValues: { defaultToFirstItem: true } }, [])).toBeNull();
    expect(firstItemValue(parent, options)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { dataMaskOf, filterBarOrder, unsetRequiredFilters, type FilterConfigItem } from '../../../src/core/filters';
import { nativeFilter, tabbedLayout } from './fixtures';

const plain = nativeFilter({ id: 'NATIVE_FILTER-plain' });
const divider: FilterConfigItem = { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'More', description: '' };
const first = nativeFilter({ id: 'NATIVE_FILTER-first', requiredFirst: true });
const valueRequired = nativeFilter({
  id: 'NATIVE_FILTER-req',
  controlValues: { enableEmptyFilter: true },
  scope: { rootPath: ['TAB-a'], excluded: [] },
});

describe('required filters (D10.03 requiredFirst)', () => {
  it('D10.03 the bar shows requiredFirst filters first, the rest in configuration order', () => {
    expect(filterBarOrder([plain, divider, first, valueRequired]).map((f) => f.id)).toEqual([
      first.id,
      plain.id,
      divider.id,
      valueRequired.id,
    ]);
  });
  it('D10.03 a chart waits while a required filter in its scope has no value', () => {
    const context = { layout: tabbedLayout(), filters: [plain, first, valueRequired], dataMask: {} };
    expect(unsetRequiredFilters(3, context).map((f) => f.id)).toEqual([first.id, valueRequired.id]);
    expect(unsetRequiredFilters(4, context).map((f) => f.id)).toEqual([first.id]);
    const set = {
      ...context,
      dataMask: { [first.id]: dataMaskOf(first, ['a']), [valueRequired.id]: dataMaskOf(valueRequired, []) },
    };
    expect(unsetRequiredFilters(3, set).map((f) => f.id)).toEqual([valueRequired.id]);
    expect(unsetRequiredFilters(4, set)).toEqual([]);
  });
});

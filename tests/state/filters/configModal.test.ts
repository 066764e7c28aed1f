import { describe, expect, it } from 'vitest';
import { closeFilterConfig, filterConfigModal, openFilterConfig } from '../../../src/state/filters/configModal';

describe('the filter configuration dialog state', () => {
  it('opens on a filter and closes back to none', () => {
    openFilterConfig('NATIVE_FILTER-a');
    expect({ ...filterConfigModal }).toEqual({ open: true, filterId: 'NATIVE_FILTER-a' });
    closeFilterConfig();
    expect({ ...filterConfigModal }).toEqual({ open: false, filterId: null });
  });
});

import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, flagEnabled } from '../../../src/core/api';

describe('feature flags explore reads (X16.06)', () => {
  it('X16.06 the legacy datasource editor, dynamic plugins, native and cross filters, experimental dashboard filters, analogous colours, click-to-add and advanced data types are flags the app reads', () => {
    expect(FEATURE_FLAGS).toEqual(
      expect.arrayContaining([
        'DISABLE_LEGACY_DATASOURCE_EDITOR',
        'DYNAMIC_PLUGINS',
        'DASHBOARD_NATIVE_FILTERS',
        'DASHBOARD_CROSS_FILTERS',
        'DASHBOARD_FILTERS_EXPERIMENTAL',
        'USE_ANALAGOUS_COLORS',
        'ENABLE_DND_WITH_CLICK_UX',
        'ENABLE_ADVANCED_DATA_TYPES',
      ]),
    );
  });
  it('X16.06 a flag is on only when the bootstrap says true', () => {
    const flags = { DASHBOARD_CROSS_FILTERS: true, USE_ANALAGOUS_COLORS: 'yes' };
    expect(flagEnabled(flags, 'DASHBOARD_CROSS_FILTERS')).toBe(true);
    expect(flagEnabled(flags, 'USE_ANALAGOUS_COLORS')).toBe(false);
    expect(flagEnabled(null, 'DASHBOARD_NATIVE_FILTERS')).toBe(false);
  });
});

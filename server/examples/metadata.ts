import type { JsonObject } from './types';

/** json_metadata every example dashboard starts from (chart-id parts are added on resolution). */
export function baseJsonMetadata(): JsonObject {
  return {
    color_scheme: 'supersetColors',
    refresh_frequency: 0,
    stagger_refresh: true,
    stagger_time: 5000,
    native_filter_configuration: [],
    cross_filters_enabled: true,
    timed_refresh_immune_slices: [],
    expanded_slices: {},
    label_colors: {},
    shared_label_colors: [],
    color_scheme_domain: [],
    filter_scopes: {},
    default_filters: '{}',
    chart_configuration: {},
    filter_bar_orientation: 'VERTICAL',
  };
}

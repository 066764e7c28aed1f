/**
 * The cross-filter bench's server path (`?probe&xfpath=server`): every chart request whose form data carries
 * extra_form_data filters (a cross filter) is sent with force, so the data plane's local paths (narrowing a loaded
 * answer, the cross-filter cubes), which never answer a forced request, are skipped and the server runs each chart's
 * query uncached, as bench/filters/run.ts's server path does.
 */
import type { QueryFormData } from '../../../src/core/chart-plugin';
import type { ChartRequestOptions } from '../../../src/ui/pages/dataSource';
import type { PlaneDataSource } from '../../../src/ui/pages/planeDataSource';

const filtered = (formData: QueryFormData): boolean => {
  const extra = formData.extra_form_data as { filters?: unknown[] } | undefined;
  return (extra?.filters?.length ?? 0) > 0;
};

const forced = (formData: QueryFormData, options?: ChartRequestOptions): ChartRequestOptions | undefined =>
  filtered(formData) ? { ...options, force: true } : options;

/** The page's data source for the path `search` names: `base` itself unless it says xfpath=server. */
export function pathDataSource(search: URLSearchParams, base: PlaneDataSource): PlaneDataSource {
  if (search.get('xfpath') !== 'server') return base;
  const answer = base.getChartAnswer;
  return {
    ...base,
    getChartData: (formData, options) => base.getChartData(formData, forced(formData, options)),
    ...(answer
      ? { getChartAnswer: (formData, context, options) => answer(formData, context, forced(formData, options)) }
      : {}),
  };
}

/**
 * A dashboard's context in explore (X1.07, X7.14): opened from a dashboard, the chart's form carries the dashboard's
 * native and cross filters as `extra_form_data`. As Superset does, they show in the filter zone as inherited filters
 * (isExtra: warned as not saved with the chart) and are applied once; saving leaves them and the context out.
 */
import type { QueryFormData } from '../chart-plugin';
import { createAdhocFilter } from './adhocFilter';
import type { AdhocFilterModel } from './types';

/** The dashboard-only fields of a form: never saved with the chart. */
const DASHBOARD_CONTEXT_FIELDS = ['extra_form_data', 'dashboardId', 'dashboard_color_scheme'] as const;

interface ExtraFilters {
  filters?: { col: unknown; op: string; val?: unknown }[];
  adhoc_filters?: AdhocFilterModel[];
}

/**
 * The form with the filters of its extra_form_data moved into adhoc_filters as inherited filters (isExtra), so the
 * filter zone shows them and the query applies them once; the dashboard's other overrides (time range, grain) stay.
 * A form without such filters is answered as it is.
 */
export function withInheritedFilters<T extends Partial<QueryFormData>>(formData: T): T {
  const extra = formData.extra_form_data as (ExtraFilters & Record<string, unknown>) | undefined;
  if (!extra || (!extra.filters?.length && !extra.adhoc_filters?.length)) return formData;
  const { filters = [], adhoc_filters: adhoc = [], ...overrides } = extra;
  const inherited: AdhocFilterModel[] = [
    ...filters
      .filter((f) => typeof f.col === 'string')
      .map((f, i) =>
        createAdhocFilter({
          subject: f.col as string,
          operator: f.op,
          ...(f.val !== undefined ? { comparator: f.val as NonNullable<AdhocFilterModel['comparator']> } : {}),
          filterOptionName: `inherited_filter_${i}`,
          isExtra: true,
        }),
      ),
    ...adhoc.map((f) => ({ ...f, isExtra: true })),
  ];
  const own = Array.isArray(formData.adhoc_filters) ? (formData.adhoc_filters as AdhocFilterModel[]) : [];
  return { ...formData, adhoc_filters: [...own, ...inherited], extra_form_data: overrides } as T;
}

/** The form as a chart is saved (X7.14): no inherited filters, no dashboard context. */
export function formDataToSave(formData: QueryFormData): QueryFormData {
  const saved: QueryFormData = { ...formData };
  for (const field of DASHBOARD_CONTEXT_FIELDS) delete saved[field];
  for (const [key, value] of Object.entries(saved))
    if (/^adhoc_filters/.test(key) && Array.isArray(value))
      saved[key] = (value as AdhocFilterModel[]).filter((f) => !f.isExtra);
  return saved;
}

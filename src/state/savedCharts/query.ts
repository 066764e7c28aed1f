/** The saved-chart list's request (D5.04, D5.05, D16.03), pure. */
import { risonParam } from '../../core/api';

/** Charts per request of the builder's saved-chart list (spec: 200). */
export const SAVED_CHARTS_PAGE_SIZE = 200;

/** The list's sort choices: the column the user picks, and the label the select shows. */
export const SAVED_CHART_SORTS = [
  { value: 'changed_on', label: 'Recent' },
  { value: 'slice_name', label: 'Chart name' },
  { value: 'viz_type', label: 'Viz type' },
  { value: 'datasource_name', label: 'Dataset' },
] as const;

/** A sort the list offers. */
export type SavedChartSort = (typeof SAVED_CHART_SORTS)[number]['value'];

/** The columns the builder reads of each saved chart. */
export const SAVED_CHART_COLUMNS = [
  'changed_on_delta_humanized',
  'changed_on_utc',
  'datasource_id',
  'datasource_type',
  'datasource_url',
  'datasource_name_text',
  'description',
  'id',
  'params',
  'slice_name',
  'thumbnail_url',
  'url',
  'viz_type',
] as const;

/**
 * GET /api/v1/chart/?q=(columns:…,filters:…,page_size:200,order_column:…,order_direction:…): the search filters
 * slice_name with chart_all_text; 'Recent' orders by changed_on_delta_humanized descending, any other column
 * ascending.
 */
export function savedChartsPath(search: string, sort: SavedChartSort): string {
  const recent = sort === 'changed_on';
  const q = {
    columns: [...SAVED_CHART_COLUMNS],
    filters: search ? [{ col: 'slice_name', opr: 'chart_all_text', value: search }] : [],
    page_size: SAVED_CHARTS_PAGE_SIZE,
    order_column: recent ? 'changed_on_delta_humanized' : sort,
    order_direction: recent ? 'desc' : 'asc',
  };
  return `/api/v1/chart/?q=${risonParam(q)}`;
}

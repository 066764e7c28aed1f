/** Table results → columns with their display settings, the rows, and the toolbar options. */
import type { ChartPropsContext, QueryFormData } from '../../../core/chart-plugin';
import type { ChartDataResult } from '../../../core/query/types';
import type { TableModel } from '../../model';
import { resolveColumns } from './columns';
import type { ConditionalFormattingRule } from './conditionalFormatting';

/** The table render model; the row count comes from the rowcount query when the server pages. */
export function transformTableProps(results: ChartDataResult[], formData: QueryFormData, _context?: ChartPropsContext): TableModel {
  const result = results[0];
  const rows = result?.data ?? [];
  const countResult = formData.server_pagination ? results[1] : undefined;
  const counted = countResult?.data[0]?.rowcount;
  return {
    type: 'table',
    vizType: formData.viz_type,
    columns: resolveColumns(result, formData),
    rows,
    rowCount: typeof counted === 'number' ? counted : rows.length,
    includeSearch: Boolean(formData.include_search),
    pageLength: Number(formData.page_length) || 0,
    conditionalFormatting: (formData.conditional_formatting ?? []) as ConditionalFormattingRule[],
  };
}

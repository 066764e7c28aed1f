/** Table results → columns with their display settings, the rows, and the toolbar options. */
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { ConditionalFormattingRule, TableModel, TableRows } from '../../model';
import { ensureArray, getColumnLabel } from '../../../core/chart-plugin';
import type { QueryColumn } from '../../../core/query';
import { savedChartId } from '../crossFilterProps';
import { resolveColumns } from './columns';

/** The table render model; the row count comes from the rowcount query when the server pages. */
export function transformTableProps(
  results: ChartResult[],
  formData: QueryFormData,
  context?: ChartPropsContext,
): TableModel {
  const result = results[0];
  const rows: TableRows = {
    length: result?.records ?? 0,
    cell: (row, key) => result?.column(key)?.get(row) ?? null,
    ...(result?.localTable ? { localTable: result.localTable } : {}),
  };
  const countResult = formData.server_pagination ? results[1] : undefined;
  const counted = countResult && countResult.records > 0 ? countResult.column('rowcount')?.get(0) : undefined;
  const chartId = savedChartId(formData);
  const groupby =
    formData.query_mode === 'raw' ? [] : ensureArray(formData.groupby as QueryColumn[] | undefined).map(getColumnLabel);
  return {
    type: 'table',
    ...(chartId !== null && groupby.length > 0 ? { crossFilter: { chartId, columns: groupby } } : {}),
    vizType: formData.viz_type,
    columns: resolveColumns(result, formData, context),
    rows,
    rowCount: typeof counted === 'number' ? counted : rows.length,
    includeSearch: Boolean(formData.include_search),
    pageLength: Number(formData.page_length) || 0,
    conditionalFormatting: (formData.conditional_formatting ?? []) as ConditionalFormattingRule[],
  };
}

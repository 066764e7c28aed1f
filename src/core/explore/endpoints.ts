/** The addresses of explore's calls (spec 001 §7, checklist X7.09–X7.11, X17.03, D3.12) and when they are made. */
import { risonParam } from '../api';
import { FILTER_EDITOR_TEXT } from './messages';
import type { AdhocFilterModel, ExploreDataset } from './types';

const seg = (part: string | number): string => encodeURIComponent(String(part));

/** `GET /api/v1/datasource/{type}/{id}/column/{column}/values/`: a column's distinct values (X7.09, X17.09). */
export function columnValuesPath(type: string, id: number, column: string): string {
  return `/api/v1/datasource/${seg(type)}/${seg(id)}/column/${seg(column)}/values/`;
}

/** The values call is made only when the dataset has filter_select set and the filter is not in HAVING (X7.09). */
export function loadsColumnValues(
  dataset: Pick<ExploreDataset, 'filter_select'> | null | undefined,
  filter: Pick<AdhocFilterModel, 'subject' | 'clause'>,
): boolean {
  return !!dataset?.filter_select && !!filter.subject && filter.clause !== 'HAVING';
}

/** `GET /api/v1/database/{id}/table_extra/{table}/{schema}/`: the partition column is in partitions.cols (X7.10). */
export function tableExtraPath(databaseId: number, table: string, schema: string): string {
  return `/api/v1/database/${seg(databaseId)}/table_extra/${seg(table)}/${seg(schema)}/`;
}

/** The partition column of a table_extra answer, or null (a missing or odd answer names none). */
export function partitionColumnOf(answer: unknown): string | null {
  const cols = (answer as { partitions?: { cols?: unknown } } | null)?.partitions?.cols;
  const first: unknown = Array.isArray(cols) ? cols[0] : undefined;
  return typeof first === 'string' ? first : null;
}

/** `GET /api/v1/advanced_data_type/convert?q=(type,values)` (X7.11, X17.10). */
export function advancedTypeConvertPath(type: string, values: readonly (string | number)[]): string {
  return `/api/v1/advanced_data_type/convert?q=${risonParam({ type, values: [...values] })}`;
}

/** What the advanced data type conversion answered: the value as shown, the operators allowed, an error (disables Save). */
export interface AdvancedTypeAnswer {
  displayValue: string;
  validFilterOperators: string[];
  error: string | null;
}

/** Reads a conversion answer (X7.11); an answer without a result is 'Failed to retrieve advanced type'. */
export function advancedTypeAnswer(body: unknown): AdvancedTypeAnswer {
  const result = (body as { result?: Record<string, unknown> } | null)?.result;
  if (typeof result !== 'object' || result === null)
    return { displayValue: '', validFilterOperators: [], error: FILTER_EDITOR_TEXT.advancedTypeFailed };
  const operators = Array.isArray(result.valid_filter_operators)
    ? result.valid_filter_operators.filter((o): o is string => typeof o === 'string')
    : [];
  const error = typeof result.error_message === 'string' && result.error_message !== '' ? result.error_message : null;
  return {
    displayValue: typeof result.display_value === 'string' ? result.display_value : '',
    validFilterOperators: operators,
    error,
  };
}

/** `GET /superset/fetch_datasource_metadata?datasourceKey={id}__{type}` (X17.03). */
export function datasourceMetadataPath(id: number, type: string): string {
  return `/superset/fetch_datasource_metadata?datasourceKey=${seg(`${id}__${type}`)}`;
}

/** `POST /datasource/samples?force&datasource_type&datasource_id[&per_page&page]` (D3.12). */
export function samplesPath(
  type: string,
  id: number,
  force: boolean,
  page?: { perPage: number; page: number },
): string {
  const params = new URLSearchParams({ force: String(force), datasource_type: type, datasource_id: String(id) });
  if (page) {
    params.set('per_page', String(page.perPage));
    params.set('page', String(page.page));
  }
  return `/datasource/samples?${params.toString()}`;
}

import { InvalidPostProcessingError } from '../error';
import { indexColumns, resolveOne, ROW_ID, selectAll } from '../frame';
import { OptionReader } from '../options';
import { ident } from '../sql';
import type { Operation } from '../types';

/** `sort`: pandas' sort_values (`by`, `ascending`) or sort_index, missing values last, ties in their order. */
export const sort: Operation = (frame, options) => {
  const o = new OptionReader('sort', options, ['by', 'ascending', 'is_sort_index', 'columns']);
  const byIndex = o.bool('is_sort_index', false);
  let by = o.strings('by');
  let ascending: boolean[];
  const rawAscending = o.options['ascending'] ?? true;
  if (o.has('columns')) {
    // The older shape: {column: ascending}.
    const legacy = Object.entries(o.record('columns'));
    by = legacy.map(([k]) => k);
    ascending = legacy.map(([k, v]) =>
      typeof v === 'boolean' ? v : o.fail('columns', `must map "${k}" to true or false`),
    );
  } else if (typeof rawAscending === 'boolean') {
    ascending = by.map(() => rawAscending);
  } else if (Array.isArray(rawAscending) && rawAscending.every((a) => typeof a === 'boolean')) {
    ascending = rawAscending as boolean[];
  } else {
    return o.fail('ascending', 'must be true, false or a list of them');
  }
  let keys: string[];
  if (byIndex) {
    const asc = typeof rawAscending === 'boolean' ? rawAscending : true;
    const index = indexColumns(frame);
    keys = index.length
      ? index.map((c) => `${ident(c.name)} ${asc ? 'ASC' : 'DESC'} NULLS LAST`)
      : [`${ROW_ID} ${asc ? 'ASC' : 'DESC'}`];
  } else {
    if (by.length === 0)
      throw new InvalidPostProcessingError('sort: option "by" is required unless "is_sort_index" is true');
    if (ascending.length !== by.length) o.fail('ascending', `must have one entry per column of "by" (${by.length})`);
    keys = by.map(
      (n, i) => `${ident(resolveOne(frame, n, 'by', o.operation).name)} ${ascending[i] ? 'ASC' : 'DESC'} NULLS LAST`,
    );
  }
  const cols = frame.columns.map((c) => ident(c.name)).join(', ');
  const inner = `SELECT ${selectAll(frame.columns)}, row_number() OVER (ORDER BY ${[...keys, ROW_ID].join(', ')}) AS "__tessera_row_next" FROM ${frame.relation}`;
  return {
    sql: `SELECT ${cols}${cols ? ', ' : ''}"__tessera_row_next" AS ${ROW_ID}\nFROM (${inner}) AS t`,
    columns: frame.columns,
  };
};

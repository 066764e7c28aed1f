/** Post-processing of a loaded result with the server's SQL generator: fact queries and the final SELECT run in DuckDB-WASM. */
import { DataType } from 'apache-arrow';
import type { Field, Table } from 'apache-arrow';
import { preparePostProcessing } from '../../src/core/postprocessing';
import type { ColumnType, FactRow, PostProcessingInput, ResultColumn } from '../../src/core/postprocessing';
import type { PostProcessingRule } from '../../src/core/query';
import { cellText } from '../../src/core/dataplane';
import type { ResultTable } from '../../src/core/dataplane';
import { quoteIdentifier as quoteIdent } from '../../src/core/sql';
import type { LocalTables } from './localTables';

/** A column's type in the generator's words (the chart data API's GenericDataType). */
export function columnTypeOf(type: DataType): ColumnType {
  if (DataType.isInt(type) || DataType.isFloat(type) || DataType.isDecimal(type)) return 'number';
  if (DataType.isBool(type)) return 'boolean';
  if (DataType.isTimestamp(type) || DataType.isDate(type) || DataType.isTime(type)) return 'temporal';
  return 'string';
}

/** The generator's columns of a table's Arrow fields. */
export function resultColumns(fields: readonly Field[]): ResultColumn[] {
  return fields.map((f) => ({ name: f.name, type: columnTypeOf(f.type) }));
}

/** Rows of a fact query's answer with every cell as text, as the server's runner reports them. */
export function factRows(table: Table): FactRow[] {
  const columns = table.schema.fields.map((_, i) => table.getChildAt(i));
  const rows: FactRow[] = [];
  for (let row = 0; row < table.numRows; row += 1) {
    rows.push(
      columns.map((c) => {
        const value: unknown = c?.get(row);
        return value === null || value === undefined ? null : cellText(value);
      }),
    );
  }
  return rows;
}

/** Runs post-processing rules over the loaded table `name`; the answer is in the rules' row order. */
export async function postProcessTable(
  local: LocalTables,
  name: string,
  rules: readonly PostProcessingRule[],
): Promise<ResultTable> {
  await local.database([name]);
  const input = { relation: quoteIdent(name), columns: resultColumns(local.fields(name)) };
  return local.run(await postProcessedSql(local, input, rules), [name]);
}

/** The final SELECT of post-processing over `input` (a loaded table or a subquery over loaded tables), its facts read here. */
export async function postProcessedSql(
  local: LocalTables,
  input: PostProcessingInput,
  rules: readonly PostProcessingRule[],
): Promise<string> {
  const ready = await preparePostProcessing(input, rules, async (sql) => factRows((await local.query(sql)).table));
  return ready.finalSql;
}

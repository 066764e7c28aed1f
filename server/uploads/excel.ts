/** Excel workbooks through exceljs: sheets as header + rows, column types inferred from the cell values. */
import type { DuckDBConnection } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import type { ReadOptions } from './options';
import { quoteIdentifier as quoteIdent } from '../../src/core/sql';
import { DEFAULT_NULL_VALUES, parsingError } from './parsing';

type Cell = string | number | boolean | Date | null;

function cellValue(v: ExcelJS.CellValue): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object') {
    if ('result' in v) return cellValue((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('richText' in v) return (v as ExcelJS.CellRichTextValue).richText.map((r) => r.text).join('');
    if ('text' in v) return String((v as ExcelJS.CellHyperlinkValue).text);
    if ('error' in v) return null;
  }
  return String(v);
}

async function workbook(path: string): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.readFile(path);
  } catch {
    throw parsingError('the file is not a readable Excel (.xlsx) workbook');
  }
  return wb;
}

/** Names of the columns of each sheet (for the upload preview). */
export async function excelSheets(
  path: string,
  o: ReadOptions,
): Promise<Array<{ sheet_name: string; column_names: string[] }>> {
  const wb = await workbook(path);
  return wb.worksheets.map((ws) => ({ sheet_name: ws.name, column_names: sheetTable(ws, o, 1).names }));
}

/** A sheet's column names and rows after skipped rows and the header row, pandas-style. */
function sheetTable(ws: ExcelJS.Worksheet, o: ReadOptions, limit: number | null): { names: string[]; rows: Cell[][] } {
  const all: Cell[][] = [];
  const width = ws.columnCount;
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: Cell[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellValue(row.getCell(c).value));
    all[n - 1] = cells;
  });
  const rows = Array.from({ length: all.length }, (_, i) => all[i] ?? Array<Cell>(width).fill(null)).slice(o.skipRows);
  let names: string[];
  let body: Cell[][];
  if (o.headerRow === null) {
    names = Array.from({ length: width }, (_, i) => String(i));
    body = rows;
  } else {
    const header = rows[o.headerRow] ?? [];
    const seen = new Map<string, number>();
    names = Array.from({ length: width }, (_, i) => {
      const base =
        header[i] === null || header[i] === undefined || header[i] === ''
          ? `Unnamed: ${i}`
          : String(header[i] instanceof Date ? (header[i] as Date).toISOString() : header[i]);
      const k = seen.get(base) ?? 0;
      seen.set(base, k + 1);
      return k ? `${base}.${k}` : base;
    });
    body = rows.slice(o.headerRow + 1);
  }
  if (o.skipBlankLines) body = body.filter((r) => r.some((v) => v !== null && v !== ''));
  const cap = limit ?? o.rowsToRead;
  return { names, rows: cap ? body.slice(0, cap) : body };
}

function inferType(values: Cell[]): string {
  const present = values.filter((v) => v !== null);
  if (!present.length) return 'VARCHAR';
  if (present.every((v) => typeof v === 'boolean')) return 'BOOLEAN';
  if (present.every((v) => typeof v === 'number'))
    return present.every((v) => Number.isSafeInteger(v)) ? 'BIGINT' : 'DOUBLE';
  if (present.every((v) => v instanceof Date))
    return present.every((v) => (v as Date).getTime() % 86_400_000 === 0) ? 'DATE' : 'TIMESTAMP';
  return 'VARCHAR';
}

/** Loads the chosen sheet (first by default) into table `raw`. */
export async function loadExcel(
  conn: DuckDBConnection,
  path: string,
  o: ReadOptions,
  limit: number | null,
): Promise<void> {
  const wb = await workbook(path);
  const ws = o.sheetName ? wb.getWorksheet(o.sheetName) : wb.worksheets[0];
  if (!ws)
    throw parsingError(o.sheetName ? `Worksheet named '${o.sheetName}' not found` : 'The workbook has no sheets');
  const { names, rows } = sheetTable(ws, o, limit);
  if (!names.length) throw parsingError('No columns to parse from file');
  const nulls = new Set(o.nullValues ?? DEFAULT_NULL_VALUES);
  const data = rows.map((r) =>
    names.map((_, i) => {
      const v = r[i] ?? null;
      return typeof v === 'string' && nulls.has(v) ? null : v;
    }),
  );
  const types = names.map((_, i) => inferType(data.map((r) => r[i] ?? null)));
  await conn.run(`CREATE TABLE raw (${names.map((n, i) => `${quoteIdent(n)} ${types[i] ?? 'VARCHAR'}`).join(', ')})`);
  const appender = await conn.createAppender('raw');
  for (const row of data) {
    row.forEach((v, i) => {
      const t = types[i];
      if (v === null) appender.appendNull();
      else if (t === 'VARCHAR') appender.appendVarchar(v instanceof Date ? v.toISOString() : String(v));
      else if (t === 'BOOLEAN') appender.appendBoolean(v as boolean);
      else if (t === 'BIGINT') appender.appendBigInt(BigInt(v as number));
      else if (t === 'DOUBLE') appender.appendDouble(v as number);
      else appender.appendVarchar((v as Date).toISOString().replace('T', ' ').replace('Z', ''));
    });
    appender.endRow();
  }
  appender.closeSync();
}

/** Reads an uploaded file into a table `upload` of a private in-memory DuckDB, inferring column types. */
import { readFile } from 'node:fs/promises';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { quoteIdentifier as quoteIdent, quoteString as quoteText } from '../../src/core/sql';
import { diagnoseCsv } from './csv-check';
import { loadExcel } from './excel';
import type { ReadOptions } from './options';
import { DEFAULT_NULL_VALUES, parsingError } from './parsing';

export interface Column {
  name: string;
  type: string;
}

/** An in-memory DuckDB holding the parsed file as table `upload`. */
export interface ParsedFile {
  conn: DuckDBConnection;
  columns: Column[];
  close(): void;
}

const DAY_FIRST = [
  '%d/%m/%Y',
  '%d-%m-%Y',
  '%d.%m.%Y',
  '%d/%m/%Y %H:%M:%S',
  '%d-%m-%Y %H:%M:%S',
  '%d.%m.%Y %H:%M:%S',
  '%d/%m/%Y %H:%M',
];
const MONTH_FIRST = ['%m/%d/%Y', '%m-%d-%Y', '%m/%d/%Y %H:%M:%S', '%m-%d-%Y %H:%M:%S', '%m/%d/%Y %H:%M'];

const textList = (items: string[]): string => `[${items.map(quoteText).join(', ')}]`;

const firstLine = (err: unknown): string =>
  ((err as Error).message ?? String(err)).split('\n')[0]?.replace(/^[A-Za-z ]+Error: /, '') ?? '';

async function describe(conn: DuckDBConnection, table: string): Promise<Column[]> {
  const r = await conn.runAndReadAll(`DESCRIBE ${quoteIdent(table)}`);
  return r.getRowObjectsJS().map((row) => ({ name: String(row.column_name), type: String(row.column_type) }));
}

function csvSource(path: string, o: ReadOptions, rows: number | null): string {
  const args = [
    quoteText(path),
    `delim=${quoteText(o.delimiter)}`,
    `header=${o.headerRow === null ? 'false' : 'true'}`,
    `skip=${o.skipRows + (o.headerRow ?? 0)}`,
    `nullstr=${textList(o.nullValues ?? DEFAULT_NULL_VALUES)}`,
    `decimal_separator=${quoteText(o.decimalCharacter)}`,
    'null_padding=true',
    'strict_mode=true',
    'sample_size=-1',
  ];
  const types: Record<string, string> = { ...o.columnTypes };
  for (const c of o.columnDates) types[c] = 'VARCHAR';
  if (Object.keys(types).length)
    args.push(
      `types={${Object.entries(types)
        .map(([k, v]) => `${quoteText(k)}: ${quoteText(v)}`)
        .join(', ')}}`,
    );
  if (o.dayFirst) args.push(`dateformat='%d/%m/%Y'`);
  const limit = rows ?? o.rowsToRead;
  return `(SELECT * FROM read_csv(${args.join(', ')})${limit ? ` LIMIT ${limit}` : ''})`;
}

async function loadCsv(conn: DuckDBConnection, path: string, o: ReadOptions, rows: number | null): Promise<void> {
  const head = (await readFile(path)).subarray(0, 4096);
  if (!head.length) throw parsingError('No columns to parse from file');
  if (head.includes(0)) throw parsingError('The file is not a text file; choose a CSV file or another upload type');
  try {
    await conn.run(`CREATE TABLE raw AS ${csvSource(path, o, rows)}`);
  } catch (err) {
    const message = firstLine(err);
    if (/sniff|dialect|Expected Number of Columns/i.test(message))
      throw parsingError((await diagnoseCsv(path, o.delimiter, o.skipRows + (o.headerRow ?? 0))) ?? message);
    throw parsingError(message);
  }
}

async function loadParquet(conn: DuckDBConnection, path: string, o: ReadOptions, rows: number | null): Promise<void> {
  const limit = rows ?? o.rowsToRead;
  try {
    await conn.run(
      `CREATE TABLE raw AS SELECT * FROM read_parquet(${quoteText(path)})${limit ? ` LIMIT ${limit}` : ''}`,
    );
  } catch (err) {
    throw parsingError(`the file is not a readable Parquet file (${firstLine(err)})`);
  }
}

/** The columns as chosen: columns_read, the index column, dates parsed, types coerced. */
async function shape(conn: DuckDBConnection, o: ReadOptions): Promise<void> {
  const raw = await describe(conn, 'raw');
  const names = new Set(raw.map((c) => c.name));
  const unknown = [...o.columnsRead, ...o.columnDates, ...(o.indexColumn ? [o.indexColumn] : [])].filter(
    (c) => !names.has(c),
  );
  if (unknown.length)
    throw parsingError(
      `Usecols do not match columns, columns expected but not found: ${JSON.stringify([...new Set(unknown)])}`,
    );
  let cols = o.columnsRead.length ? raw.filter((c) => o.columnsRead.includes(c.name)) : raw;
  if (o.indexColumn && !o.dataframeIndex) cols = cols.filter((c) => c.name !== o.indexColumn);
  if (!cols.length) throw parsingError('No columns to parse from file');
  const formats = o.dayFirst ? [...DAY_FIRST, ...MONTH_FIRST] : [...MONTH_FIRST, ...DAY_FIRST];
  const select = cols.map((c) => {
    const ref = quoteIdent(c.name);
    const alias = o.dataframeIndex && c.name === o.indexColumn && o.indexLabel ? o.indexLabel : c.name;
    if (o.columnDates.includes(c.name)) {
      return `COALESCE(TRY_CAST(${ref} AS TIMESTAMP), TRY_STRPTIME(CAST(${ref} AS VARCHAR), ${textList(formats)})) AS ${quoteIdent(alias)}`;
    }
    const target = o.columnTypes[c.name];
    return target && o.type !== 'csv'
      ? `CAST(${ref} AS ${target}) AS ${quoteIdent(alias)}`
      : `${ref} AS ${quoteIdent(alias)}`;
  });
  try {
    await conn.run(`CREATE TABLE upload AS SELECT ${select.join(', ')} FROM raw`);
  } catch (err) {
    throw parsingError(firstLine(err));
  }
  for (const c of o.columnDates) {
    const check = await conn.runAndReadAll(`SELECT count(*)::BIGINT AS n FROM upload WHERE ${quoteIdent(c)} IS NULL`);
    const before = await conn.runAndReadAll(`SELECT count(*)::BIGINT AS n FROM raw WHERE ${quoteIdent(c)} IS NULL`);
    if (Number(check.getRowObjectsJS()[0]?.n ?? 0) > Number(before.getRowObjectsJS()[0]?.n ?? 0))
      throw parsingError(`Column ${c} has values that are not dates`);
  }
}

/**
 * Opens a private in-memory DuckDB and reads the file into `upload`; `rows` limits a preview. The instance may
 * read that one file and write only into `writableDirs` (the target database's staging folder): external access
 * is off otherwise, as for every embedded DuckDB.
 */
export async function parseUpload(
  path: string,
  o: ReadOptions,
  rows: number | null = null,
  writableDirs: readonly string[] = [],
): Promise<ParsedFile> {
  const instance = await DuckDBInstance.create(':memory:', {
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
  });
  const conn = await instance.connect();
  const close = (): void => {
    conn.closeSync();
    instance.closeSync();
  };
  try {
    await conn.run(`SET allowed_paths = ${textList([path])}`);
    await conn.run(`SET allowed_directories = ${textList(writableDirs.map((d) => (d.endsWith('/') ? d : `${d}/`)))}`);
    await conn.run('SET enable_external_access = false');
    if (o.type === 'csv') await loadCsv(conn, path, o, rows);
    else if (o.type === 'columnar') await loadParquet(conn, path, o, rows);
    else await loadExcel(conn, path, o, rows);
    await shape(conn, o);
    return { conn, columns: await describe(conn, 'upload'), close };
  } catch (err) {
    close();
    throw err;
  }
}

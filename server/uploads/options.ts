/** The fields of Superset's upload form (UploadPostSchema), parsed and checked with per-field messages. */
import { fieldErrors } from '../http/errors';

export type UploadType = 'csv' | 'columnar' | 'excel';
export type AlreadyExists = 'fail' | 'replace' | 'append';

/** How to read a file; every field is optional except the type. */
export interface ReadOptions {
  type: UploadType;
  delimiter: string;
  /** Row holding the column names (0 = first row after skipped rows), or null for none. */
  headerRow: number | null;
  skipRows: number;
  rowsToRead: number | null;
  /** Strings read as null; null means the default list. */
  nullValues: string[] | null;
  columnsRead: string[];
  /** Column → database type. */
  columnTypes: Record<string, string>;
  columnDates: string[];
  dayFirst: boolean;
  decimalCharacter: string;
  indexColumn: string | null;
  dataframeIndex: boolean;
  indexLabel: string | null;
  sheetName: string | null;
  skipBlankLines: boolean;
  skipInitialSpace: boolean;
}

export interface UploadOptions extends ReadOptions {
  tableName: string;
  schema: string | null;
  alreadyExists: AlreadyExists;
}

/** pandas dtype names the form accepts, as database types. */
const DTYPES: Record<string, string> = {
  int: 'BIGINT',
  int64: 'BIGINT',
  Int64: 'BIGINT',
  int32: 'INTEGER',
  Int32: 'INTEGER',
  integer: 'BIGINT',
  float: 'DOUBLE',
  float64: 'DOUBLE',
  float32: 'FLOAT',
  double: 'DOUBLE',
  str: 'VARCHAR',
  string: 'VARCHAR',
  object: 'VARCHAR',
  text: 'VARCHAR',
  bool: 'BOOLEAN',
  boolean: 'BOOLEAN',
  datetime: 'TIMESTAMP',
  'datetime64[ns]': 'TIMESTAMP',
  datetime64: 'TIMESTAMP',
  date: 'DATE',
};

type Fields = Record<string, string[]>;
type Errors = Record<string, string[]>;

const first = (f: Fields, k: string): string | undefined => f[k]?.[0];
const list = (f: Fields, k: string): string[] =>
  (f[k] ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');

function int(f: Fields, k: string, errors: Errors, min = 0): number | null {
  const v = first(f, k);
  if (v === undefined || v.trim() === '') return null;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) {
    errors[k] = [min > 0 ? `Must be greater than or equal to ${min}.` : 'Not a valid integer.'];
    return null;
  }
  return n;
}

function bool(f: Fields, k: string, errors: Errors): boolean {
  const v = first(f, k);
  if (v === undefined || v === '') return false;
  if (/^(true|1|yes|on)$/i.test(v)) return true;
  if (/^(false|0|no|off)$/i.test(v)) return false;
  errors[k] = ['Not a valid boolean.'];
  return false;
}

function columnTypes(f: Fields, errors: Errors): Record<string, string> {
  const text = first(f, 'column_data_types') ?? first(f, 'dtype');
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    errors.column_data_types = ['Not a valid JSON.'];
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    errors.column_data_types = ['Not a valid mapping type.'];
    return {};
  }
  const out: Record<string, string> = {};
  for (const [col, t] of Object.entries(parsed as Record<string, unknown>)) {
    const mapped = typeof t === 'string' ? DTYPES[t] : undefined;
    if (!mapped) (errors.column_data_types ??= []).push(`Unknown data type ${JSON.stringify(t)} for column ${col}`);
    else out[col] = mapped;
  }
  return out;
}

/** Reads the options shared by uploads and previews; throws 400 naming the bad fields. */
export function readOptions(f: Fields, errors: Errors = {}): ReadOptions {
  const type = first(f, 'type');
  if (!type) errors.type = ['Missing data for required field.'];
  else if (!['csv', 'columnar', 'excel'].includes(type)) errors.type = ['Must be one of: csv, excel, columnar.'];
  const delimiter = first(f, 'delimiter') ?? ',';
  if (delimiter.length !== 1 && delimiter !== '\\t') errors.delimiter = ['Delimiter must be a single character.'];
  const decimal = first(f, 'decimal_character') || '.';
  if (decimal !== '.' && decimal !== ',') errors.decimal_character = ["Decimal character must be '.' or ','."];
  const header = first(f, 'header_row');
  const options: ReadOptions = {
    type: (type ?? 'csv') as UploadType,
    delimiter: delimiter === '\\t' ? '\t' : delimiter,
    headerRow: header === undefined || header === '' ? 0 : int(f, 'header_row', errors),
    skipRows: int(f, 'skip_rows', errors) ?? 0,
    rowsToRead: int(f, 'rows_to_read', errors, 1),
    nullValues: f.null_values
      ? f.null_values.length === 1 && f.null_values[0]?.startsWith('[')
        ? jsonList(f.null_values[0], errors)
        : f.null_values.flatMap((v) => v.split(','))
      : null,
    columnsRead: list(f, 'columns_read'),
    columnTypes: columnTypes(f, errors),
    columnDates: list(f, 'column_dates'),
    dayFirst: bool(f, 'day_first', errors),
    decimalCharacter: decimal,
    indexColumn: first(f, 'index_column')?.trim() || null,
    dataframeIndex: bool(f, 'dataframe_index', errors),
    indexLabel: first(f, 'index_label')?.trim() || null,
    sheetName: first(f, 'sheet_name')?.trim() || null,
    skipBlankLines: first(f, 'skip_blank_lines') === undefined ? true : bool(f, 'skip_blank_lines', errors),
    skipInitialSpace: bool(f, 'skip_initial_space', errors),
  };
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return options;
}

function jsonList(text: string, errors: Errors): string[] {
  try {
    const v = JSON.parse(text) as unknown;
    if (Array.isArray(v)) return v.map(String);
  } catch {
    // fall through to the message below
  }
  errors.null_values = ['Not a valid list.'];
  return [];
}

/** Reads every field of an upload; throws 400 naming the bad fields. */
export function uploadOptions(f: Fields): UploadOptions {
  const errors: Errors = {};
  const tableName = first(f, 'table_name')?.trim() ?? '';
  if (!tableName) errors.table_name = ['Missing data for required field.'];
  else if (tableName.length > 250) errors.table_name = ['Length must be between 1 and 250.'];
  const alreadyExists = first(f, 'already_exists') ?? 'fail';
  if (!['fail', 'replace', 'append'].includes(alreadyExists))
    errors.already_exists = ['Must be one of: fail, replace, append.'];
  const read = readOptions(f, errors);
  return {
    ...read,
    tableName,
    schema: first(f, 'schema')?.trim() || null,
    alreadyExists: alreadyExists as AlreadyExists,
  };
}

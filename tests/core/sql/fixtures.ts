// The dataset, data and options shared by the SQL compiler's golden, result and injection tests.
import type { CompileOptions, DatasourceMeta } from '../../../src/core/sql';

export const NOW = new Date('2021-06-15T12:00:00Z');

/** A tiny time-range resolver: `No filter` and `<ISO> : <ISO>` ranges (the real grammar lives in core/time-range). */
export function resolveTimeRange(timeRange: string): [Date | null, Date | null] {
  if (timeRange === 'No filter') return [null, null];
  const [since, until] = timeRange.split(' : ').map((s) => s.trim());
  const parse = (s: string | undefined): Date | null => (s ? new Date(`${s.replace(' ', 'T')}Z`) : null);
  return [parse(since), parse(until)];
}

/** Moves a date back by `N year(s)|day(s) ago`. */
export function shiftDate(date: Date, offset: string): Date {
  const m = /^(\d+) (year|day)s? ago$/.exec(offset);
  if (!m) throw new Error(`unsupported offset ${offset}`);
  const d = new Date(date.getTime());
  if (m[2] === 'year') d.setUTCFullYear(d.getUTCFullYear() - Number(m[1]));
  else d.setUTCDate(d.getUTCDate() - Number(m[1]));
  return d;
}

export const OPTIONS: CompileOptions = {
  now: NOW,
  resolveTimeRange,
  defaultRowLimit: 10000,
  maxRowLimit: 50000,
  shiftDate,
};

export const EVENTS: DatasourceMeta = {
  table_name: 'events',
  schema: 'main',
  main_dttm_col: 'ds',
  columns: [
    { column_name: 'ds', type: 'TIMESTAMP', is_dttm: true, filterable: true, groupby: true },
    { column_name: 'd', type: 'DATE', is_dttm: true },
    { column_name: 'name', type: 'VARCHAR', groupby: true, filterable: true, verbose_name: 'Name' },
    { column_name: 'gender', type: 'VARCHAR' },
    { column_name: 'state', type: 'VARCHAR' },
    { column_name: 'num', type: 'BIGINT' },
    { column_name: 'price', type: 'DOUBLE' },
    { column_name: 'is_active', type: 'BOOLEAN' },
    { column_name: 'epoch', type: 'BIGINT', is_dttm: true, python_date_format: 'epoch_s' },
    { column_name: 'num_x2', type: 'BIGINT', expression: 'num * 2' },
  ],
  metrics: [
    { metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'COUNT(*)' },
    { metric_name: 'sum__num', expression: 'SUM(num)' },
  ],
};

/** The same rows go into DuckDB and PostgreSQL. */
export const ROWS: [string, string, string, string, string | null, number, number, boolean | null][] = [
  ['2020-01-05 10:17:43', '2020-01-05', 'Alice', 'girl', 'CA', 3, 1.5, true],
  ['2020-01-05 10:17:59', '2020-01-05', 'Bob', 'boy', 'NY', 5, 2.25, false],
  ['2020-01-06 23:59:59', '2020-01-06', 'Carol', 'girl', 'CA', 7, 3, true],
  ['2020-02-29 06:30:00', '2020-02-29', 'Dave', 'boy', null, 11, 4.5, null],
  ['2020-03-31 18:44:12', '2020-03-31', 'Eve', 'girl', 'TX', 13, 0.5, true],
  ['2020-07-04 12:00:00', '2020-07-04', 'Frank', 'boy', 'NY', 17, 10, false],
  ['2020-12-31 23:59:59', '2020-12-31', 'Grace', 'girl', 'WA', 19, 7.75, true],
  ['2021-01-01 00:00:00', '2021-01-01', 'Heidi', 'girl', 'CA', 23, 8, false],
  ['2021-01-03 09:05:31', '2021-01-03', "O'Neil", 'boy', 'TX', 29, 9.5, true],
  ['2021-05-16 15:15:15', '2021-05-16', 'Ivan', 'boy', 'NY', 31, 6, true],
  ['2021-05-17 00:00:01', '2021-05-17', 'Judy', 'other', null, 37, 5.5, null],
  ['2021-06-01 00:29:59', '2021-06-01', 'Mallory', 'other', 'WA', 41, 12.25, false],
];

/** DDL and INSERT for the rows, with the given double type name. */
export function setupStatements(doubleType: string): string[] {
  const lit = (v: string | number | boolean | null): string =>
    v === null ? 'NULL' : typeof v === 'string' ? `'${v.replaceAll("'", "''")}'` : String(v);
  const values = ROWS.map((r) => {
    const [ds, d, name, gender, state, num, price, active] = r;
    const epoch = Math.floor(new Date(`${ds.replace(' ', 'T')}Z`).getTime() / 1000);
    return `(TIMESTAMP ${lit(ds)}, DATE ${lit(d)}, ${[name, gender, state, num, price, active, epoch].map(lit).join(', ')})`;
  });
  return [
    'CREATE SCHEMA IF NOT EXISTS main',
    `CREATE TABLE main.events (ds TIMESTAMP, d DATE, name VARCHAR, gender VARCHAR, state VARCHAR, num BIGINT, price ${doubleType}, is_active BOOLEAN, epoch BIGINT)`,
    `INSERT INTO main.events VALUES ${values.join(', ')}`,
    'CREATE TABLE main.canary (id INTEGER)',
    'INSERT INTO main.canary VALUES (1)',
  ];
}

/** The pivot table's aggregate functions (Superset's `aggregateFunction` choices), over the values of one cell. */

/** Every aggregate function the pivot table offers, in Superset's order. */
export const AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;

export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

/** A cell's aggregate: a number, the text of 'List Unique Values', or null where there is nothing to aggregate. */
export type AggregateValue = number | string | null;

/** Whether a form's aggregate name is one the pivot table knows. */
export function isAggregateFunction(name: unknown): name is AggregateFunction {
  return typeof name === 'string' && (AGGREGATE_FUNCTIONS as readonly string[]).includes(name);
}

const present = (x: unknown): boolean => x !== null && x !== undefined;
const isNumber = (x: unknown): boolean => present(x) && x !== '' && !Number.isNaN(Number(x));
const nums = (xs: readonly unknown[]): number[] => xs.filter(isNumber).map(Number);
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const variance = (xs: number[]): number | null => {
  if (xs.length < 2) return null;
  const m = sum(xs) / xs.length;
  return sum(xs.map((x) => (x - m) ** 2)) / (xs.length - 1);
};
const median = (xs: number[]): number | null => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return null;
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? null) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

type Plain = (xs: readonly unknown[]) => AggregateValue;

const sumOf: Plain = (xs) => sum(nums(xs));
const countOf: Plain = (xs) => xs.filter(present).length;

const PLAIN: Record<string, Plain> = {
  Count: countOf,
  'Count Unique Values': (xs) => new Set(xs.filter(present).map(String)).size,
  'List Unique Values': (xs) => [...new Set(xs.filter(present).map(String))].join(', '),
  Sum: sumOf,
  Average: (xs) => (nums(xs).length ? sum(nums(xs)) / nums(xs).length : null),
  Median: (xs) => median(nums(xs)),
  'Sample Variance': (xs) => variance(nums(xs)),
  'Sample Standard Deviation': (xs) => {
    const v = variance(nums(xs));
    return v === null ? null : Math.sqrt(v);
  },
  Minimum: (xs) => (nums(xs).length ? Math.min(...nums(xs)) : null),
  Maximum: (xs) => (nums(xs).length ? Math.max(...nums(xs)) : null),
  First: (xs) => (xs.find(present) as AggregateValue | undefined) ?? null,
  Last: (xs) => (xs.findLast(present) as AggregateValue | undefined) ?? null,
};

/** Every cell's running aggregate, by the cell's number: values are added one by one, a cell read once at the end. */
export interface CellStore {
  add(cell: number, value: unknown): void;
  value(cell: number): AggregateValue;
}

/** Sums and counts keep one number per cell (a large pivot holds no list or object per cell); the others the values. */
function cellStoreOf(plain: Plain): () => CellStore {
  if (plain === sumOf || plain === countOf) {
    const counts = plain === countOf;
    return () => {
      const totals = new Map<number, number>();
      return {
        add: (cell, x) => {
          const add = counts ? (present(x) ? 1 : 0) : isNumber(x) ? Number(x) : 0;
          totals.set(cell, (totals.get(cell) ?? 0) + add);
        },
        value: (cell) => totals.get(cell) ?? null,
      };
    };
  }
  return () => {
    const lists = new Map<number, unknown[]>();
    return {
      add: (cell, x) => {
        const list = lists.get(cell);
        if (list) list.push(x);
        else lists.set(cell, [x]);
      },
      value: (cell) => {
        const list = lists.get(cell);
        return list ? plain(list) : null;
      },
    };
  };
}

/** What a fraction aggregate divides by: the grand total, its row's total or its column's total. */
export type FractionOf = 'total' | 'row' | 'col';

/** An aggregate split into the plain aggregate of a cell and, for the fraction ones, what it is a fraction of. */
export function describeAggregate(name: AggregateFunction): {
  cells: () => CellStore;
  fractionOf: FractionOf | null;
} {
  const fraction = /^(Sum|Count) as Fraction of (Total|Rows|Columns)$/.exec(name);
  if (!fraction) return { cells: cellStoreOf(PLAIN[name] ?? sumOf), fractionOf: null };
  const of = fraction[2] === 'Total' ? 'total' : fraction[2] === 'Rows' ? 'row' : 'col';
  return { cells: cellStoreOf(fraction[1] === 'Count' ? countOf : sumOf), fractionOf: of };
}

/** Aggregates of counts (and their fractions) read as integers or percents, whatever the value format says. */
export function aggregateFormat(name: AggregateFunction): 'value' | 'integer' | 'percent' | 'text' {
  if (name.includes('as Fraction of')) return 'percent';
  if (name === 'Count' || name === 'Count Unique Values') return 'integer';
  if (name === 'List Unique Values') return 'text';
  return 'value';
}

/** A cell's value divided by the value it is a fraction of; null when either is missing or the divisor is 0. */
export function fraction(value: AggregateValue, of: AggregateValue): number | null {
  if (typeof value !== 'number' || typeof of !== 'number' || of === 0) return null;
  return value / of;
}

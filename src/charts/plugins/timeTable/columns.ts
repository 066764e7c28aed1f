/**
 * The time-series table's columns (X9.05's column config): each column's value for a row, computed from the row's
 * values over time, newest last, and the colour its bounds give it.
 */
import { scaleLinear } from 'd3-scale';

/** Column types of the popover: time comparison, contribution, sparkline, period average. */
export type TimeTableColType = 'time' | 'contrib' | 'spark' | 'avg';

/** How a time comparison compares the latest value with the lagged one. */
export type TimeTableComparison = 'value' | 'diff' | 'perc' | 'perc_change';

/** One column of form field column_collection, as the popover saves it (numbers may arrive as text). */
export interface TimeSeriesColumnConfig {
  key?: string;
  label?: string;
  tooltip?: string;
  colType?: TimeTableColType | '';
  width?: string | number;
  height?: string | number;
  timeLag?: string | number;
  timeRatio?: string | number;
  comparisonType?: TimeTableComparison | '';
  showYAxis?: boolean;
  yAxisBounds?: (number | null | undefined)[];
  bounds?: (number | null | undefined)[];
  d3format?: string;
  dateFormat?: string;
}

/** The column config with numbers parsed and defaults filled: what the table computes with. */
export interface TimeTableColumn {
  key: string;
  label: string;
  tooltip: string;
  colType: TimeTableColType | '';
  width: number;
  height: number;
  timeLag: number;
  timeRatio: number;
  comparisonType: TimeTableComparison;
  showYAxis: boolean;
  yAxisBounds: [number | null, number | null];
  bounds: [number | null, number | null];
  d3format: string;
  dateFormat: string;
}

const COL_TYPES: readonly string[] = ['time', 'contrib', 'spark', 'avg'];
const COMPARISONS: readonly string[] = ['value', 'diff', 'perc', 'perc_change'];

const int = (v: unknown, fallback: number): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number.parseInt(v, 10) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};
const pair = (v: unknown): [number | null, number | null] => {
  const list = Array.isArray(v) ? v : [];
  const at = (i: number): number | null => {
    const x: unknown = list[i];
    return typeof x === 'number' && Number.isFinite(x) ? x : null;
  };
  return [at(0), at(1)];
};

/** X9.05: a saved column config read as the table uses it (Superset parses timeLag from text the same way). */
export function normalizeColumn(config: TimeSeriesColumnConfig, index: number): TimeTableColumn {
  const colType = COL_TYPES.includes(String(config.colType)) ? (config.colType as TimeTableColType) : '';
  return {
    key: config.key ?? `c${index}`,
    label: config.label ?? '',
    tooltip: config.tooltip ?? '',
    colType,
    width: int(config.width, 300),
    height: int(config.height, 50),
    timeLag: int(config.timeLag, 0),
    timeRatio: int(config.timeRatio, 0),
    comparisonType: COMPARISONS.includes(String(config.comparisonType))
      ? (config.comparisonType as TimeTableComparison)
      : 'value',
    showYAxis: Boolean(config.showYAxis),
    yAxisBounds: pair(config.yAxisBounds),
    bounds: pair(config.bounds),
    d3format: config.d3format ?? '',
    dateFormat: config.dateFormat ?? '',
  };
}

/** A value column's number for a row, or the message Superset shows in its place. */
export type ColumnValue = { value: number | null } | { error: string };

/** `series` is the row's values oldest first; `latestRow` every row's latest value, for contribution. */
export function columnValue(
  column: TimeTableColumn,
  series: readonly (number | null)[],
  latestRow: readonly (number | null)[],
): ColumnValue {
  const count = series.length;
  const recent = series[count - 1] ?? null;
  if (column.colType === 'time') {
    const lag = column.timeLag;
    if (Math.abs(lag) >= count)
      return {
        error: `The time lag set at ${lag} is too large for the length of data at ${count}. No data available.`,
      };
    // A positive lag counts back from the latest step, a negative one forward from the first.
    const v = lag < 0 ? (series[-lag - 1] ?? null) : (series[count - 1 - lag] ?? null);
    if (v === null || recent === null) return { value: null };
    if (column.comparisonType === 'diff') return { value: recent - v };
    if (column.comparisonType === 'perc') return { value: v === 0 ? null : recent / v };
    if (column.comparisonType === 'perc_change') return { value: v === 0 ? null : recent / v - 1 };
    return { value: v };
  }
  if (column.colType === 'contrib') {
    const total = latestRow.reduce<number>((a, b) => a + (b ?? 0), 0);
    return { value: recent === null || total === 0 ? null : recent / total };
  }
  if (column.colType === 'avg') {
    const lag = column.timeLag;
    if (lag <= 0) return { value: null };
    const window = series.slice(Math.max(0, count - lag));
    return { value: window.reduce<number>((a, b) => a + (b ?? 0), 0) / lag };
  }
  return { value: recent };
}

/** The sparkline's values: the series, or with a time ratio each value over the one `timeRatio` steps before it. */
export function sparkValues(column: TimeTableColumn, series: readonly (number | null)[]): (number | null)[] {
  if (!column.timeRatio) return [...series];
  const out: (number | null)[] = [];
  for (let i = column.timeRatio; i < series.length; i++) {
    const prev = series[i - column.timeRatio];
    const v = series[i];
    out.push(prev && v !== null && v !== undefined ? v / prev : null);
  }
  return out;
}

/** Superset's accessible colours for values under and over the bounds. */
export const BOUND_COLORS = ['#ca0020', '#0571b0'] as const;

/** The colour bounds give a value: a red-grey-blue scale between two bounds, or one side of a single bound. */
export function colorFromBounds(value: number | null, bounds: readonly [number | null, number | null]): string | null {
  const [min, max] = bounds;
  if (value === null) return null;
  const [minColor, maxColor] = BOUND_COLORS;
  if (min !== null && max !== null)
    return scaleLinear<string>()
      .domain([min, (max + min) / 2, max])
      .range([minColor, 'grey', maxColor])
      .clamp(true)(value);
  if (min !== null) return value >= min ? maxColor : minColor;
  if (max !== null) return value < max ? maxColor : minColor;
  return null;
}

/** X9.05: the popover's column types and comparison types, as Superset labels them. */
export const COL_TYPE_CHOICES: readonly [TimeTableColType, string][] = [
  ['time', 'Time comparison'],
  ['contrib', 'Contribution'],
  ['spark', 'Sparkline'],
  ['avg', 'Period average'],
];
export const COMPARISON_CHOICES: readonly [TimeTableComparison, string][] = [
  ['value', 'Actual value'],
  ['diff', 'Difference'],
  ['perc', 'Percentage'],
  ['perc_change', 'Percentage change'],
];

/** The popover fields a column type has (X9.05): a sparkline has its size, ratio and axis; the others lag and bounds. */
export function columnFields(colType: TimeTableColType | '' | undefined): (keyof TimeSeriesColumnConfig)[] {
  const fields: (keyof TimeSeriesColumnConfig)[] = ['label', 'tooltip', 'colType'];
  if (colType === 'spark') fields.push('width', 'height', 'timeRatio', 'showYAxis', 'yAxisBounds', 'dateFormat');
  if (colType === 'time' || colType === 'avg') fields.push('timeLag');
  if (colType === 'time') fields.push('comparisonType');
  if (colType && colType !== 'spark') fields.push('bounds');
  fields.push('d3format');
  return fields;
}

/** A key for a new column, unlike those of the columns already there. */
export function newColumnKey(columns: readonly TimeSeriesColumnConfig[]): string {
  const taken = new Set(columns.map((c) => c.key));
  let n = columns.length + 1;
  while (taken.has(`column${n}`)) n += 1;
  return `column${n}`;
}

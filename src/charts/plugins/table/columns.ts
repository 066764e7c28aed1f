/** Table columns: display configuration per column (spec 000 §3) and cell text, bars and alignment. */
import { getNumberFormatter, getTimeFormatter } from '../../../core/format';
import { ensureArray, getMetricLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import { verboseNamer } from '../../verbose';
import { GenericDataType } from '../../../core/query';
import type { QueryMetric } from '../../../core/query';
import type { ColumnAlign, TableColumnModel } from '../../model';
import { extentOf } from '../xy/axes';
import { numbersOf, toEpochMs, toNumber } from '../xy/data';

/** A column's saved display configuration (form field column_config[column]). */
export interface ColumnConfig {
  columnWidth?: number;
  horizontalAlign?: ColumnAlign;
  d3NumberFormat?: string;
  d3SmallNumberFormat?: string;
  d3TimeFormat?: string;
  fractionDigits?: number;
  showCellBars?: boolean;
  alignPositiveNegative?: boolean;
  colorPositiveNegative?: boolean;
  truncateLongCells?: boolean;
}

/** Fraction digits run 0-100; 100 (the default) means no rounding. */
export const DEFAULT_FRACTION_DIGITS = 100;

function kindOf(type: number | undefined): TableColumnModel['kind'] {
  if (type === GenericDataType.NUMERIC) return 'number';
  if (type === GenericDataType.TEMPORAL) return 'time';
  if (type === GenericDataType.BOOLEAN) return 'boolean';
  return 'string';
}

function bool(value: unknown, fallback: boolean): boolean {
  return value === undefined || value === null ? fallback : Boolean(value);
}

/** Resolves every result column's display settings from the form and its column_config. */
export function resolveColumns(
  result: ChartResult | undefined,
  formData: QueryFormData,
  context: ChartPropsContext = { width: 0, height: 0 },
): TableColumnModel[] {
  if (!result) return [];
  const metricLabels = new Set(ensureArray(formData.metrics as QueryMetric[] | undefined).map(getMetricLabel));
  const percentLabels = new Set(
    ensureArray(formData.percent_metrics as QueryMetric[] | undefined).map((m) => `%${getMetricLabel(m)}`),
  );
  const configs = (formData.column_config ?? {}) as Record<string, ColumnConfig>;
  const name = verboseNamer(formData, context);
  return result.colnames.map((key, i) => {
    const config = configs[key] ?? {};
    const kind = kindOf(result.coltypes[i]);
    const isPercentMetric = percentLabels.has(key);
    const isMetric = metricLabels.has(key) && !isPercentMetric;
    const numeric = kind === 'number';
    const showBars = numeric && bool(config.showCellBars, bool(formData.show_cell_bars, true));
    const values = numeric ? numbersOf(result, key) : [];
    const alignPN = bool(config.alignPositiveNegative, bool(formData.align_pn, false));
    let extent = numeric ? (extentOf(values) ?? null) : null;
    if (extent && alignPN) extent = [0, Math.max(Math.abs(extent[0]), Math.abs(extent[1]))];
    const fraction = config.fractionDigits;
    const fractionDigits =
      typeof fraction === 'number' && fraction >= 0 && fraction < DEFAULT_FRACTION_DIGITS ? Math.floor(fraction) : null;
    return {
      key,
      label: isPercentMetric ? `%${name(key.slice(1))}` : name(key),
      kind,
      isMetric,
      isPercentMetric,
      width: typeof config.columnWidth === 'number' ? config.columnWidth : null,
      align: config.horizontalAlign ?? (numeric ? 'right' : 'left'),
      // An explicit format wins, then fraction digits, then the metric default (adaptive, as Superset).
      numberFormat:
        config.d3NumberFormat ??
        (isPercentMetric
          ? '.3%'
          : isMetric && fractionDigits === null
            ? ((formData.number_format as string | undefined) ?? 'SMART_NUMBER')
            : null),
      smallNumberFormat: config.d3SmallNumberFormat ?? null,
      timeFormat:
        kind === 'time'
          ? (config.d3TimeFormat ?? (formData.table_timestamp_format as string | undefined) ?? 'smart_date')
          : null,
      fractionDigits,
      showCellBars: showBars,
      alignPositiveNegative: alignPN,
      colorPositiveNegative: bool(config.colorPositiveNegative, bool(formData.color_pn, true)),
      truncate: bool(config.truncateLongCells, false),
      extent,
    };
  });
}

/** A cell's text: time and number formats, the small-number format below 1, fraction digits, and nulls. */
export function formatCell(column: TableColumnModel, value: unknown): string {
  if (value === null || value === undefined) return 'N/A';
  if (column.kind === 'time') {
    const ms = toEpochMs(value);
    return Number.isFinite(ms) ? getTimeFormatter(column.timeFormat)(ms) : String(value);
  }
  if (column.kind === 'number') {
    const n = toNumber(value);
    if (!Number.isFinite(n)) return String(value);
    if (column.smallNumberFormat && n !== 0 && Math.abs(n) < 1) return getNumberFormatter(column.smallNumberFormat)(n);
    if (column.numberFormat) return getNumberFormatter(column.numberFormat)(typeof value === 'string' ? value : n);
    // d3 precision stops at 20 digits; beyond that the value is shown whole.
    if (column.fractionDigits !== null) return getNumberFormatter(`,.${Math.min(20, column.fractionDigits)}~f`)(n);
    return String(value);
  }
  if (column.kind === 'boolean') return String(value);
  return String(value);
}

/** A cell bar: left offset and width in percent of the cell, and its colour (red for negatives when asked). */
export function cellBar(
  column: TableColumnModel,
  value: unknown,
): { offset: number; width: number; color: string } | null {
  if (!column.showCellBars || !column.extent) return null;
  const v = toNumber(value);
  if (!Number.isFinite(v)) return null;
  const [min, max] = column.extent;
  const color = `rgba(${column.colorPositiveNegative && v < 0 ? 150 : 0},0,0,0.2)`;
  if (column.alignPositiveNegative) {
    return { offset: 0, width: max === 0 ? 0 : Math.abs(Math.round((v / max) * 100)), color };
  }
  const pos = Math.abs(Math.max(max, 0));
  const neg = Math.abs(Math.min(min, 0));
  const total = pos + neg;
  if (total === 0) return { offset: 0, width: 0, color };
  return {
    offset: Math.round((Math.min(neg + v, neg) / total) * 100),
    width: Math.round((Math.abs(v) / total) * 100),
    color,
  };
}

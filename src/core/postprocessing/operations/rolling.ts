import { InvalidPostProcessingError } from '../error';
import { OptionReader } from '../options';
import { ident, num } from '../sql';
import type { Operation } from '../types';
import { appendColumns, ORDER } from './window';

const TYPES = ['count', 'max', 'mean', 'median', 'min', 'std', 'sum', 'var', 'quantile', 'skew', 'kurt'] as const;

/** `rolling`: pandas' fixed-size rolling window over rows, with min_periods and center. */
export const rolling: Operation = (frame, options) => {
  const o = new OptionReader('rolling', options, [
    'columns',
    'rolling_type',
    'window',
    'min_periods',
    'center',
    'win_type',
    'rolling_type_options',
    'is_pivot_df',
  ]);
  const type = o.requiredString('rolling_type');
  if (!(TYPES as readonly string[]).includes(type))
    throw new InvalidPostProcessingError(`Invalid rolling_type: ${type}`);
  if (!o.has('window')) throw new InvalidPostProcessingError('Undefined window for rolling operation');
  if (o.options['window'] === 0) throw new InvalidPostProcessingError('Window must be > 0');
  const window = o.int('window', 1, 1, 10000);
  const minPeriods = o.int('min_periods', window, 0, 10000);
  const center = o.bool('center', false);
  if (o.has('win_type')) o.fail('win_type', 'is not supported: only rectangular windows are');
  const typeOptions = o.record('rolling_type_options');
  const allowed =
    type === 'quantile' ? ['quantile', 'interpolation'] : type === 'std' || type === 'var' ? ['ddof'] : [];
  for (const k of Object.keys(typeOptions))
    if (!allowed.includes(k)) o.fail('rolling_type_options', `has an invalid option for ${type}: ${k}`);
  const ahead = center ? Math.floor((window - 1) / 2) : 0;
  const frameSql = `(${ORDER} ROWS BETWEEN ${window - 1 - ahead} PRECEDING AND ${ahead} FOLLOWING)`;
  const over = (agg: string): string => `${agg} OVER ${frameSql}`;
  const compute = (x: string): string => {
    switch (type) {
      case 'count':
        return over(`count(${x})`);
      case 'sum':
        return `coalesce(${over(`sum(${x})`)}, 0)`;
      case 'mean':
        return over(`avg(${x})`);
      case 'median':
        return over(`median(${x})`);
      case 'min':
        return over(`min(${x})`);
      case 'max':
        return over(`max(${x})`);
      case 'skew':
        return over(`skewness(${x})`);
      case 'kurt':
        return over(`kurtosis(${x})`);
      case 'quantile': {
        const q = typeOptions['quantile'] ?? 0.5;
        if (typeof q !== 'number' || q < 0 || q > 1)
          return o.fail('rolling_type_options', 'quantile must be between 0 and 1');
        if ((typeOptions['interpolation'] ?? 'linear') !== 'linear')
          o.fail('rolling_type_options', 'supports linear interpolation only');
        return over(`quantile_cont(${x}, ${num(q)})`);
      }
      default: {
        const ddof = typeOptions['ddof'] ?? 1;
        if (ddof !== 0 && ddof !== 1) o.fail('rolling_type_options', 'ddof must be 0 or 1');
        const v = over(`${ddof === 0 ? 'var_pop' : 'var_samp'}(${x})`);
        return type === 'std' ? `sqrt(${v})` : v;
      }
    }
  };
  const minimum = Math.max(minPeriods, 1);
  const where = minPeriods ? `${ident('__tessera_row_next')} >= ${minPeriods}` : '';
  return appendColumns(
    frame,
    o.columnMap('columns'),
    (c) => {
      if (c.type !== 'number') o.fail('columns', `names a column that is not numeric: ${c.name}`);
      const x = ident(c.name);
      const enough = `${over(`count(${x})`)} >= ${minimum}`;
      // pandas answers 0 for a sum (and a count) over a window with no values when min_periods is 0.
      return minPeriods === 0 && (type === 'sum' || type === 'count')
        ? compute(x)
        : `CASE WHEN ${enough} THEN ${compute(x)} END`;
    },
    o.operation,
    where,
  );
};

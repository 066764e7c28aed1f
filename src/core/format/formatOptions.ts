import { NumberFormats } from './numberFormats';
import { SMART_DATE_ID } from './smartDate';

/** A format choice for a select: [format id, label]. */
export type FormatOption = readonly [string, string];

/** Number format choices of the chart controls. */
export const D3_FORMAT_OPTIONS: readonly FormatOption[] = [
  [NumberFormats.SMART_NUMBER, 'Adaptive formatting'],
  ['~g', 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.20%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.1f', ',.1f (12345.432 => 12,345.4)'],
  [',.2f', ',.2f (12345.432 => 12,345.43)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
  [NumberFormats.DURATION, 'Duration in ms (66000 => 1m 6s)'],
  [NumberFormats.DURATION_SUB, 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
  [NumberFormats.DURATION_COL, 'Duration in ms (10500 => 0:10.5)'],
  [NumberFormats.MEMORY_DECIMAL, 'Memory in bytes - decimal (1024B => 1.02kB)'],
  [NumberFormats.MEMORY_BINARY, 'Memory in bytes - binary (1024B => 1KiB)'],
  [NumberFormats.MEMORY_TRANSFER_RATE_DECIMAL, 'Memory transfer rate in bytes - decimal (1024B => 1.02kB/s)'],
  [NumberFormats.MEMORY_TRANSFER_RATE_BINARY, 'Memory transfer rate in bytes - binary (1024B => 1KiB/s)'],
];

/** Number format choices of the Y-axis control. */
export const Y_AXIS_FORMAT_OPTIONS: readonly FormatOption[] = [
  [NumberFormats.SMART_NUMBER, 'Adaptive formatting'],
  ['~g', 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
  [NumberFormats.DURATION, 'Duration in ms (66000 => 1m 6s)'],
  [NumberFormats.DURATION_SUB, 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
];

/** Time format choices of the chart controls. */
export const D3_TIME_FORMAT_OPTIONS: readonly FormatOption[] = [
  [SMART_DATE_ID, 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];

/** The number format a new control starts with. */
export const DEFAULT_NUMBER_FORMAT = NumberFormats.SMART_NUMBER;
/** The time format a new control starts with. */
export const DEFAULT_TIME_FORMAT = SMART_DATE_ID;

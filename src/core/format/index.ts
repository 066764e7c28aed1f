// Number and time formatting with Superset's format ids, so saved charts and plugins format alike.
export { Registry } from './registry';
export { createNumberFormatter, PREVIEW_VALUE } from './numberFormatter';
export type {
  ExactIntegerFormatFunction,
  NumberFormatFunction,
  NumberFormatter,
  NumberFormatterConfig,
  NumberInput,
} from './numberFormatter';
export { DEFAULT_D3_FORMAT } from './numberLocale';
export { NumberFormats } from './numberFormats';
export { createD3NumberFormatter } from './d3NumberFormatter';
export type { D3NumberFormatterConfig } from './d3NumberFormatter';
export { createSmartNumberFormatter } from './smartNumberFormatter';
export type { SmartNumberFormatterConfig } from './smartNumberFormatter';
export { createSiAtMostNDigitFormatter } from './siAtMostNDigitFormatter';
export type { SiAtMostNDigitFormatterConfig } from './siAtMostNDigitFormatter';
export { formatDuration } from './duration';
export type { DurationOptions } from './duration';
export { createDurationFormatter } from './durationFormatter';
export type { DurationFormatterConfig } from './durationFormatter';
export { createMemoryFormatter } from './memoryFormatter';
export type { MemoryFormatterConfig } from './memoryFormatter';
export {
  formatNumber,
  getNumberFormatter,
  getNumberFormatterRegistry,
  NumberFormatterRegistry,
  registerAppNumberFormats,
  setD3Format,
} from './numberFormatterRegistry';
export { getSmallNumberFormatter } from './smallNumberFormatter';
export { createTimeFormatter, PREVIEW_TIME, toDate } from './timeFormatter';
export type { TimeFormatFunction, TimeFormatter, TimeFormatterConfig, TimeInput } from './timeFormatter';
export { LOCAL_PREFIX, TimeFormats, TimeFormatsForGranularity, TimeGranularity } from './timeFormats';
export { DEFAULT_D3_TIME_FORMAT } from './timeLocale';
export { createD3TimeFormatter } from './d3TimeFormatter';
export type { D3TimeFormatterConfig } from './d3TimeFormatter';
export { createMultiFormatter } from './multiFormatter';
export type { FormatsByStep, MultiFormatterConfig } from './multiFormatter';
export {
  createSmartDateDetailedFormatter,
  createSmartDateFormatter,
  createSmartDateVerboseFormatter,
  SMART_DATE_DETAILED_ID,
  SMART_DATE_ID,
  SMART_DATE_VERBOSE_ID,
  smartDateDetailedFormatter,
  smartDateFormatter,
  smartDateVerboseFormatter,
} from './smartDate';
export { createTimeRangeFromGranularity } from './timeRange';
export {
  formatTime,
  formatTimeRange,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  getTimeFormatterRegistry,
  registerAppTimeFormats,
  setD3TimeFormat,
  TimeFormatterRegistry,
} from './timeFormatterRegistry';
export {
  D3_FORMAT_OPTIONS,
  D3_TIME_FORMAT_OPTIONS,
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_TIME_FORMAT,
  Y_AXIS_FORMAT_OPTIONS,
} from './formatOptions';
export type { FormatOption } from './formatOptions';

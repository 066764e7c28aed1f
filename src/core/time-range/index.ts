export { getSinceUntil, resolveSinceUntil } from './since-until';
export { NO_TIME_RANGE, SEPARATOR } from './constants';
export type { SinceUntilOptions, RelativeAnchor } from './since-until';
export { readResolvedTimeRange, resolveTimeRanges } from './response';
export type { ResolvedTimeRange, TimeRangeRequest } from './response';
export { formatTimeRange, formatTimeRangeComparison, buildTimeRangeString } from './format';
export {
  encodeCustomRange,
  decodeCustomRange,
  isCustomRangeText,
  defaultCustomRange,
  dateTimeToString,
  formatDateTime,
  toAdvancedRange,
  ISO8601_AND_CONSTANT,
} from './custom-range';
export type { CustomRange, DateTimeMode, DateTimeGrain } from './custom-range';
export {
  LAST_N_DAYS_OPTIONS,
  COMMON_RANGE_OPTIONS,
  CALENDAR_RANGE_OPTIONS,
  CURRENT_RANGE_OPTIONS,
  OTHER_RANGE_OPTIONS,
  FRAME_DEFAULTS,
  guessFrame,
} from './presets';
export type { RangeOption, Frame } from './presets';
export {
  TIME_RANGE_FRAMES,
  frameOptions,
  valueForFrame,
  defaultTimeRange,
  openTimeRange,
  splitAdvancedRange,
} from './frame';
export {
  TimeRangeParseError,
  TimeRangeAmbiguousError,
  TimeRangeOrderError,
  TimeRangeValueError,
  TimeRangeOutOfRangeError,
} from './errors';
export { isoformat } from './moment';
export type { Moment } from './moment';

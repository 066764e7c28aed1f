/** The time-range control of explore's time_range and the dashboard's time-range filter (spec 002 S2.01–S2.08). */
export { TimeRangeControl, TIME_RANGE_POPOVER_WIDTH, type TimeRangeControlProps } from './TimeRangeControl';
export { TimeRangeEditor } from './TimeRangeEditor';
export { TimeRangeResolverContext, type TimeRangeResolver } from './resolver';
export { ACTUAL_RANGE_DEBOUNCE_MS, useActualTimeRange, type ActualTimeRange } from './useActualTimeRange';
export { DATE_PICKER_LOCALES, datePickerLocale, type DatePickerLanguage } from './locales';

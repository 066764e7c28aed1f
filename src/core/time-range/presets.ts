import { decodeCustomRange } from './custom-range';
import { NO_TIME_RANGE } from './constants';

/** A choosable range: the range string and its label. */
export interface RangeOption {
  value: string;
  label: string;
}

/** The picker's frames. */
export type Frame = 'Common' | 'Calendar' | 'Current' | 'Options' | 'Custom' | 'Advanced' | 'No filter';

const same = (value: string): RangeOption => ({ value, label: value });

/** Last N days presets (spec 002 §9). */
export const LAST_N_DAYS_OPTIONS: readonly RangeOption[] = [7, 14, 30, 60, 90, 365].map((n) => same(`Last ${n} days`));

/** The Last frame: day, week, month, quarter, year. */
export const COMMON_RANGE_OPTIONS: readonly RangeOption[] = ['day', 'week', 'month', 'quarter', 'year'].map((u) =>
  same(`Last ${u}`),
);

/** The Previous frame: whole calendar periods before the current one. */
export const CALENDAR_RANGE_OPTIONS: readonly RangeOption[] = [
  same('previous calendar week'),
  same('previous calendar month'),
  { value: 'previous calendar quarter', label: 'previous quarter' },
  same('previous calendar year'),
];

/** The Current frame: the calendar period containing today. */
export const CURRENT_RANGE_OPTIONS: readonly RangeOption[] = ['day', 'week', 'month', 'quarter', 'year'].map((u) =>
  same(`Current ${u}`),
);

/** The Options frame: today, yesterday and the to-date periods (spec 002 §2 and §9). */
export const OTHER_RANGE_OPTIONS: readonly RangeOption[] = [
  { value: 'today : tomorrow', label: 'today' },
  { value: 'yesterday : today', label: 'yesterday' },
  { value: "DATETRUNC(DATETIME('today'), week) : now", label: 'week-to-date' },
  { value: "DATETRUNC(DATETIME('today'), month) : now", label: 'month-to-date' },
  { value: "DATETRUNC(DATETIME('today'), quarter) : now", label: 'quarter-to-date' },
  { value: "DATETRUNC(DATETIME('today'), year) : now", label: 'year-to-date' },
];

/** The frame's starting value when the current one does not belong to it. */
export const FRAME_DEFAULTS: Readonly<Partial<Record<Frame, string>>> = {
  Common: 'Last week',
  Calendar: 'previous calendar week',
  Current: 'Current day',
  'No filter': NO_TIME_RANGE,
};

const has = (options: readonly RangeOption[], value: string): boolean => options.some((o) => o.value === value);

/** The frame that shows a range string when the picker opens. */
export function guessFrame(timeRange: string, now: Date): Frame {
  if (has(COMMON_RANGE_OPTIONS, timeRange) || has(LAST_N_DAYS_OPTIONS, timeRange)) return 'Common';
  if (has(CALENDAR_RANGE_OPTIONS, timeRange)) return 'Calendar';
  if (has(CURRENT_RANGE_OPTIONS, timeRange)) return 'Current';
  if (has(OTHER_RANGE_OPTIONS, timeRange)) return 'Options';
  if (timeRange === NO_TIME_RANGE) return 'No filter';
  if (decodeCustomRange(timeRange, now).matched) return 'Custom';
  return 'Advanced';
}

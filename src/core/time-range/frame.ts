import { SEPARATOR, NO_TIME_RANGE } from './constants';
import { decodeCustomRange, encodeCustomRange, toAdvancedRange } from './custom-range';
import {
  CALENDAR_RANGE_OPTIONS,
  COMMON_RANGE_OPTIONS,
  CURRENT_RANGE_OPTIONS,
  FRAME_DEFAULTS,
  guessFrame,
  LAST_N_DAYS_OPTIONS,
  OTHER_RANGE_OPTIONS,
} from './presets';
import type { Frame, RangeOption } from './presets';

/** The frames the time-range control offers, in the order it lists them (S2.02). */
export const TIME_RANGE_FRAMES: readonly Frame[] = [
  'Common',
  'Calendar',
  'Current',
  'Options',
  'Advanced',
  'Custom',
  'No filter',
];

const PRESETS: Readonly<Partial<Record<Frame, readonly RangeOption[]>>> = {
  // The spec's Last N days first, then Superset's Last day … year, which holds the reset value 'Last week'.
  Common: [...LAST_N_DAYS_OPTIONS, ...COMMON_RANGE_OPTIONS],
  Calendar: CALENDAR_RANGE_OPTIONS,
  Current: CURRENT_RANGE_OPTIONS,
  Options: OTHER_RANGE_OPTIONS,
};

/** A frame's preset choices; none for Advanced, Custom and No filter. */
export function frameOptions(frame: Frame): readonly RangeOption[] {
  return PRESETS[frame] ?? [];
}

/**
 * The value a frame shows for a range (S2.06): a preset frame keeps a value it lists and otherwise resets to its
 * default ('Last week' for Common, 'previous calendar week' for Calendar); Advanced always holds the separator;
 * Custom keeps a custom range text and otherwise starts from the last 7 days to midnight today.
 */
export function valueForFrame(frame: Frame, value: string, now: Date): string {
  if (frame === 'No filter') return NO_TIME_RANGE;
  if (frame === 'Advanced') return toAdvancedRange(value);
  if (frame === 'Custom') return encodeCustomRange(decodeCustomRange(value, now).customRange, now);
  const options = frameOptions(frame);
  if (options.some((o) => o.value === value)) return value;
  return FRAME_DEFAULTS[frame] ?? options[0]?.value ?? NO_TIME_RANGE;
}

/** The time filter used when a control has none: the configured DEFAULT_TIME_FILTER, else 'No filter' (S2.06). */
export function defaultTimeRange(conf: Readonly<Record<string, unknown>>): string {
  const configured = conf.DEFAULT_TIME_FILTER;
  return typeof configured === 'string' && configured.trim() !== '' ? configured : NO_TIME_RANGE;
}

/** The frame and value the control opens with: the frame is guessed from the value, an empty value opens the default. */
export function openTimeRange(
  value: string | null | undefined,
  now: Date,
  fallback: string = NO_TIME_RANGE,
): { frame: Frame; value: string } {
  const range = value && value.trim() !== '' ? value : fallback;
  const frame = guessFrame(range, now);
  return { frame, value: valueForFrame(frame, range, now) };
}

/** The Advanced frame's two inputs: the text before the first separator and the text after it. */
export function splitAdvancedRange(value: string): { since: string; until: string } {
  const at = value.indexOf(SEPARATOR);
  if (at < 0) return { since: value, until: '' };
  return { since: value.slice(0, at), until: value.slice(at + SEPARATOR.length) };
}

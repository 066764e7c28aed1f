import { timeFormatLocale } from 'd3-time-format';
import type { TimeLocaleDefinition } from 'd3-time-format';
import { timeDay, timeHour, timeMinute, timeMonth, timeSecond, timeWeek, timeYear } from 'd3-time';
import { utcDay, utcHour, utcMinute, utcMonth, utcSecond, utcWeek, utcYear } from 'd3-time';
import type { TimeInterval } from 'd3-time';
import { createTimeFormatter } from './timeFormatter';
import type { TimeFormatter } from './timeFormatter';
import { DEFAULT_D3_TIME_FORMAT } from './timeLocale';

/** The d3 time format used for an instant whose finest non-zero part is each step. */
export interface FormatsByStep {
  millisecond?: string;
  second?: string;
  minute?: string;
  hour?: string;
  day?: string;
  week?: string;
  month?: string;
  year?: string;
}

/** What `createMultiFormatter` needs. */
export interface MultiFormatterConfig {
  id: string;
  label?: string;
  description?: string;
  formats?: FormatsByStep;
  useLocalTime?: boolean;
  locale?: TimeLocaleDefinition | undefined;
}

const UTC_FLOORS = [utcSecond, utcMinute, utcHour, utcDay, utcMonth, utcWeek, utcYear] as const;
const LOCAL_FLOORS = [timeSecond, timeMinute, timeHour, timeDay, timeMonth, timeWeek, timeYear] as const;

const after = (floor: TimeInterval, date: Date) => floor.floor(date) < date;

/**
 * A formatter that picks a format by the instant's finest non-zero part: millisecond, second, minute,
 * hour, a day other than the 1st (Sunday uses the week format), a month other than January, else year.
 */
export function createMultiFormatter(config: MultiFormatterConfig): TimeFormatter {
  const { id, label, description, formats = {}, useLocalTime = false } = config;
  const locale = timeFormatLocale(config.locale ?? DEFAULT_D3_TIME_FORMAT);
  const compile = useLocalTime ? locale.format : locale.utcFormat;
  const ms = compile(formats.millisecond ?? '.%L');
  const second = compile(formats.second ?? ':%S');
  const minute = compile(formats.minute ?? '%I:%M');
  const hour = compile(formats.hour ?? '%I %p');
  const day = compile(formats.day ?? '%a %d');
  const week = compile(formats.week ?? '%b %d');
  const month = compile(formats.month ?? '%B');
  const year = compile(formats.year ?? '%Y');
  const [floorSecond, floorMinute, floorHour, floorDay, floorMonth, floorWeek, floorYear] = useLocalTime
    ? LOCAL_FLOORS
    : UTC_FLOORS;

  const pick = (date: Date) => {
    if (after(floorSecond, date)) return ms;
    if (after(floorMinute, date)) return second;
    if (after(floorHour, date)) return minute;
    if (after(floorDay, date)) return hour;
    if (after(floorMonth, date)) return after(floorWeek, date) ? day : week;
    if (after(floorYear, date)) return month;
    return year;
  };

  return createTimeFormatter({ id, label, description, useLocalTime, formatFunc: (date) => pick(date)(date) });
}

/** What a time formatter accepts: a Date, epoch milliseconds (number, bigint or digits), or an ISO string. */
export type TimeInput = Date | number | bigint | string | null | undefined;

/** Turns a valid Date into text. */
export type TimeFormatFunction = (value: Date) => string;

/** A callable time formatter that also carries its id, label and a preview. */
export interface TimeFormatter {
  (value: TimeInput): string;
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly useLocalTime: boolean;
  readonly formatFunc: TimeFormatFunction;
  format(value: TimeInput): string;
  preview(value?: Date): string;
}

/** What `createTimeFormatter` needs. */
export interface TimeFormatterConfig {
  id: string;
  label?: string | undefined;
  description?: string | undefined;
  formatFunc: TimeFormatFunction;
  useLocalTime?: boolean | undefined;
}

/** The instant `preview()` shows when given none: 2017-02-14 11:22:33 UTC. */
export const PREVIEW_TIME = new Date(Date.UTC(2017, 1, 14, 11, 22, 33));

/**
 * Reads a time input as a Date, or returns the text to show instead. Strings of four digits are years,
 * strings of ten or more digits are epoch milliseconds, and other digit strings (date keys such as
 * "20260903") are shown as they came; anything that is not a valid date is shown as it came.
 */
export function toDate(value: TimeInput): Date | string {
  if (value === null || value === undefined) return `${value}`;
  let time: Date;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (/^\d{4}$/.test(trimmed)) time = new Date(trimmed);
    else if (/^-?\d{10,}$/.test(trimmed)) time = new Date(Number(trimmed));
    else if (/^-?\d+$/.test(trimmed)) return value;
    else time = new Date(value);
  } else if (typeof value === 'bigint') {
    time = new Date(Number(value));
  } else {
    time = value instanceof Date ? value : new Date(value);
  }
  return Number.isNaN(time.getTime()) ? `${value}` : time;
}

/** Builds a time formatter; null and undefined print as 'null' and 'undefined'. */
export function createTimeFormatter(config: TimeFormatterConfig): TimeFormatter {
  const { id, formatFunc } = config;
  if (typeof id !== 'string') throw new Error('config.id is required');
  if (typeof formatFunc !== 'function') throw new Error('config.formatFunc is required');
  const format = (value: TimeInput): string => {
    const time = toDate(value);
    return typeof time === 'string' ? time : formatFunc(time);
  };
  return Object.assign((value: TimeInput) => format(value), {
    id,
    label: config.label ?? id,
    description: config.description ?? '',
    useLocalTime: config.useLocalTime ?? false,
    formatFunc,
    format,
    preview: (value: Date = PREVIEW_TIME) => `${value.toUTCString()} => ${format(value)}`,
  });
}

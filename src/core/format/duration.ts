/** How `formatDuration` writes a span of milliseconds (the options of the pretty-ms library). */
export interface DurationOptions {
  secondsDecimalDigits?: number;
  millisecondsDecimalDigits?: number;
  keepDecimalsOnWholeSeconds?: boolean;
  compact?: boolean;
  unitCount?: number;
  verbose?: boolean;
  separateMilliseconds?: boolean;
  formatSubMilliseconds?: boolean;
  colonNotation?: boolean;
}

interface Parts {
  hours: number;
  minutes: number;
  seconds: number;
  milliseconds: number;
  microseconds: number;
  nanoseconds: number;
}

const DAY_MS = 86_400_000;

function splitMilliseconds(ms: number): Parts {
  return {
    hours: Math.trunc(ms / 3600000) % 24,
    minutes: Math.trunc(ms / 60000) % 60,
    seconds: Math.trunc(ms / 1000) % 60,
    milliseconds: Math.trunc(ms) % 1000,
    microseconds: Math.trunc(ms * 1000) % 1000,
    nanoseconds: Math.trunc(ms * 1e6) % 1000,
  };
}

/**
 * A non-negative span: whole days in bigint, so years beyond 2^53 ms keep every digit (pretty-ms counts them so),
 * and an exact bigint span stays exact.
 */
interface Span {
  days: bigint;
  /** Milliseconds past the whole days, or the whole span when it is a double (days then come from it). */
  rest: number;
}

function spanOf(ms: number | bigint): Span {
  if (typeof ms === 'bigint') return { days: ms / BigInt(DAY_MS), rest: Number(ms % BigInt(DAY_MS)) };
  return { days: BigInt(Math.trunc(ms / DAY_MS)), rest: ms };
}

// A tiny nudge so 1.3 * 10 flooring to 12.999… still reads 13.
const ROUNDING_EPSILON = 0.0000001;

function floorDecimals(value: number, digits: number): string {
  const scale = 10 ** digits;
  return (Math.round(Math.floor(value * scale + ROUNDING_EPSILON)) / scale).toFixed(digits);
}

function writeUnits(span: Span, o: DurationOptions): string[] {
  const ms = span.rest;
  const colon = o.colonNotation === true;
  const result: string[] = [];
  const add = (value: number | bigint, long: string, short: string, text?: string) => {
    if ((result.length === 0 || !colon) && Number(value) === 0 && !(colon && short === 'm')) return;
    let valueText = text ?? String(value);
    if (colon) {
      const whole = valueText.includes('.') ? (valueText.split('.')[0] ?? '').length : valueText.length;
      const minLength = result.length > 0 ? 2 : 1;
      result.push(`${result.length > 0 ? ':' : ''}${'0'.repeat(Math.max(0, minLength - whole))}${valueText}`);
      return;
    }
    valueText += o.verbose ? ` ${Number(value) === 1 ? long : `${long}s`}` : short;
    result.push(valueText);
  };
  const parts = splitMilliseconds(ms);
  add(span.days / 365n, 'year', 'y');
  add(span.days % 365n, 'day', 'd');
  add(parts.hours, 'hour', 'h');
  add(parts.minutes, 'minute', 'm');
  const subSecond =
    !colon && (o.separateMilliseconds === true || o.formatSubMilliseconds === true || (span.days === 0n && ms < 1000));
  if (subSecond) {
    add(parts.seconds, 'second', 's');
    if (o.formatSubMilliseconds) {
      add(parts.milliseconds, 'millisecond', 'ms');
      add(parts.microseconds, 'microsecond', 'µs');
      add(parts.nanoseconds, 'nanosecond', 'ns');
    } else {
      const below = parts.milliseconds + parts.microseconds / 1000 + parts.nanoseconds / 1e6;
      const digits = o.millisecondsDecimalDigits ?? 0;
      const rounded = below >= 1 ? Math.round(below) : Math.ceil(below);
      const text = digits ? below.toFixed(digits) : String(rounded);
      add(Number.parseFloat(text), 'millisecond', 'ms', text);
    }
  } else {
    const seconds = (ms / 1000) % 60;
    const fixed = floorDecimals(seconds, o.secondsDecimalDigits ?? 1);
    const text = o.keepDecimalsOnWholeSeconds ? fixed : fixed.replace(/\.0+$/, '');
    add(Number.parseFloat(text), 'second', 's', text);
  }
  return result;
}

/**
 * Writes milliseconds as "1m 6s", "1ms 400µs 80ns" or "0:10.5", as the pretty-ms library does; a bigint span (an
 * integer beyond 2^53 read exactly) is split exactly.
 */
export function formatDuration(milliseconds: number | bigint, options: DurationOptions = {}): string {
  if (typeof milliseconds === 'number' && !Number.isFinite(milliseconds)) return String(milliseconds);
  const o: DurationOptions = options.colonNotation
    ? { ...options, compact: false, formatSubMilliseconds: false, separateMilliseconds: false, verbose: false }
    : options.compact
      ? { ...options, secondsDecimalDigits: 0, millisecondsDecimalDigits: 0 }
      : options;
  const sign = milliseconds < 0 ? '-' : '';
  const result = writeUnits(spanOf(milliseconds < 0 ? -milliseconds : milliseconds), o);
  if (result.length === 0) return `${sign}0${o.verbose ? ' milliseconds' : 'ms'}`;
  if (o.compact) return sign + (result[0] ?? '');
  const shown = typeof o.unitCount === 'number' ? result.slice(0, Math.max(o.unitCount, 1)) : result;
  return sign + shown.join(o.colonNotation ? '' : ' ');
}

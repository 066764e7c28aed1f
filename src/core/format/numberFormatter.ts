/** What a number formatter accepts: integers beyond 2^53 may come as bigint or as a string of digits. */
export type NumberInput = number | bigint | string | null | undefined;

/** Turns a finite number into text. */
export type NumberFormatFunction = (value: number) => string;

/** Turns an integer too large for a double into text without losing digits. */
export type ExactIntegerFormatFunction = (value: bigint) => string;

/** A callable number formatter that also carries its id, label and a preview. */
export interface NumberFormatter {
  (value: NumberInput): string;
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly isInvalid: boolean;
  readonly formatFunc: NumberFormatFunction;
  format(value: NumberInput): string;
  preview(value?: number): string;
}

/** What `createNumberFormatter` needs. */
export interface NumberFormatterConfig {
  id: string;
  label?: string | undefined;
  description?: string | undefined;
  formatFunc: NumberFormatFunction;
  formatExactInteger?: ExactIntegerFormatFunction | undefined;
  isInvalid?: boolean | undefined;
}

/** The value `preview()` shows when given none. */
export const PREVIEW_VALUE = 12345.432;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const INTEGER_TEXT = /^\s*-?\d+\s*$/;

function isUnsafe(value: bigint): boolean {
  return value > MAX_SAFE || value < -MAX_SAFE;
}

/** Reads a string as a bigint when it is an integer, otherwise as a number. */
export function parseNumberText(text: string): number | bigint {
  return INTEGER_TEXT.test(text) ? BigInt(text.trim()) : Number(text);
}

/** Builds a formatter; special values print as 'null', 'undefined', 'NaN', '∞' and '-∞'. */
export function createNumberFormatter(config: NumberFormatterConfig): NumberFormatter {
  const { id, formatFunc, formatExactInteger } = config;
  if (typeof id !== 'string') throw new Error('config.id is required');
  if (typeof formatFunc !== 'function') throw new Error('config.formatFunc is required');

  const formatNumber = (value: number): string => {
    if (Number.isNaN(value)) return 'NaN';
    if (value === Number.POSITIVE_INFINITY) return '∞';
    if (value === Number.NEGATIVE_INFINITY) return '-∞';
    return formatFunc(value);
  };

  const formatBigInt = (value: bigint): string =>
    isUnsafe(value) && formatExactInteger ? formatExactInteger(value) : formatNumber(Number(value));

  const format = (value: NumberInput): string => {
    if (value === null || value === undefined) return `${value}`;
    if (typeof value === 'bigint') return formatBigInt(value);
    if (typeof value === 'string') {
      const parsed = parseNumberText(value);
      return typeof parsed === 'bigint' ? formatBigInt(parsed) : formatNumber(parsed);
    }
    return formatNumber(value);
  };

  return Object.assign((value: NumberInput) => format(value), {
    id,
    label: config.label ?? id,
    description: config.description ?? '',
    isInvalid: config.isInvalid ?? false,
    formatFunc,
    format,
    preview: (value: number = PREVIEW_VALUE) => `${value} => ${format(value)}`,
  });
}

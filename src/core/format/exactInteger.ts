import { formatSpecifier } from 'd3-format';
import type { FormatLocaleDefinition, FormatSpecifier } from 'd3-format';
import type { ExactIntegerFormatFunction } from './numberFormatter';

// Integers beyond 2^53 lose digits as doubles, so the d3 types whose output is the integer itself
// (d, f, %, and the radix types) are rebuilt here from the bigint digits, following d3-format's
// sign, symbol, grouping and padding rules. Other types (s, e, g, r, p, none) show at most 17
// significant digits anyway and go through the double.
const EXACT_TYPES = new Set(['d', 'f', '%', 'x', 'X', 'o', 'b']);
const RADIX: Record<string, number> = { x: 16, X: 16, o: 8, b: 2 };

function groupDigits(locale: FormatLocaleDefinition, digits: string, width: number): string {
  const { grouping, thousands } = locale;
  if (grouping === undefined || thousands === undefined || grouping.length === 0) return digits;
  const parts: string[] = [];
  let end = digits.length;
  let length = 0;
  let j = 0;
  let size = grouping[0] ?? 0;
  while (end > 0 && size > 0) {
    if (length + size + 1 > width) size = Math.max(1, width - length);
    parts.push(digits.substring(Math.max(0, end - size), end));
    end -= size;
    length += size + 1;
    if (length > width) break;
    j = (j + 1) % grouping.length;
    size = grouping[j] ?? 0;
  }
  return parts.reverse().join(thousands);
}

function digitsOf(spec: FormatSpecifier, magnitude: bigint): { int: string; fraction: string } {
  const precision = Math.max(0, Math.min(20, spec.precision ?? 6));
  const zeros = (n: number) => (spec.trim || n <= 0 ? '' : '0'.repeat(n));
  switch (spec.type) {
    case 'd':
      return { int: magnitude.toString(), fraction: '' };
    case 'f':
      return { int: magnitude.toString(), fraction: zeros(precision) };
    case '%':
      return { int: magnitude === 0n ? '0' : `${magnitude}00`, fraction: zeros(precision) };
    default: {
      const text = magnitude.toString(RADIX[spec.type] ?? 10);
      return { int: spec.type === 'X' ? text.toUpperCase() : text, fraction: '' };
    }
  }
}

/** An exact formatter for huge integers under `specifier`, or undefined when the type has none. */
export function createExactIntegerFormat(
  specifier: string,
  locale: FormatLocaleDefinition,
): ExactIntegerFormatFunction | undefined {
  const spec = formatSpecifier(specifier);
  if (!EXACT_TYPES.has(spec.type)) return undefined;
  let { fill, align } = spec;
  const zero = spec.zero || (fill === '0' && align === '=');
  if (zero) {
    fill = '0';
    align = '=';
  }
  const width = spec.width ?? 0;
  const currency = locale.currency;
  const prefix =
    spec.symbol === '$'
      ? currency[0]
      : spec.symbol === '#' && /[boxX]/.test(spec.type)
        ? `0${spec.type.toLowerCase()}`
        : '';
  const suffix = spec.symbol === '$' ? currency[1] : spec.type === '%' ? (locale.percent ?? '%') : '';
  const minus = locale.minus ?? '-';
  const decimal = locale.decimal;

  return (value) => {
    const negative = value < 0n;
    const { int, fraction } = digitsOf(spec, negative ? -value : value);
    const signText = negative
      ? spec.sign === '('
        ? '('
        : minus
      : spec.sign === '-' || spec.sign === '('
        ? ''
        : spec.sign;
    const valuePrefix = signText + prefix;
    const valueSuffix = (fraction ? decimal + fraction : '') + suffix + (negative && spec.sign === '(' ? ')' : '');
    let body = spec.comma && !zero ? groupDigits(locale, int, Infinity) : int;
    const length = valuePrefix.length + body.length + valueSuffix.length;
    let padding = length < width ? fill.repeat(width - length) : '';
    if (spec.comma && zero) {
      body = groupDigits(locale, padding + body, padding.length ? width - valueSuffix.length : Infinity);
      padding = '';
    }
    switch (align) {
      case '<':
        return valuePrefix + body + valueSuffix + padding;
      case '=':
        return valuePrefix + padding + body + valueSuffix;
      case '^': {
        const half = padding.length >> 1;
        return padding.slice(0, half) + valuePrefix + body + valueSuffix + padding.slice(half);
      }
      default:
        return padding + valuePrefix + body + valueSuffix;
    }
  };
}

import type { FormatLocaleDefinition } from 'd3-format';
import { createD3NumberFormatter } from './d3NumberFormatter';
import { createDurationFormatter } from './durationFormatter';
import { createMemoryFormatter } from './memoryFormatter';
import type { NumberFormatter, NumberInput } from './numberFormatter';
import { NumberFormats } from './numberFormats';
import { completeNumberLocale, DEFAULT_D3_FORMAT } from './numberLocale';
import { Registry } from './registry';
import { createSmartNumberFormatter } from './smartNumberFormatter';

/** Number formatters by id; an unknown id is compiled as a d3-format specifier and kept. */
export class NumberFormatterRegistry extends Registry<NumberFormatter> {
  d3Format: FormatLocaleDefinition = DEFAULT_D3_FORMAT;
  private readonly compiled = new Set<string>();

  constructor() {
    super('NumberFormatter', NumberFormats.SMART_NUMBER);
    this.registerValue(NumberFormats.SMART_NUMBER, createSmartNumberFormatter());
    this.registerValue(NumberFormats.SMART_NUMBER_SIGNED, createSmartNumberFormatter({ signed: true }));
  }

  /** Sets the d3 locale (missing parts from the default) and forgets formatters compiled under the old one. */
  setD3Format(d3Format: Partial<FormatLocaleDefinition>): this {
    this.d3Format = completeNumberLocale(d3Format);
    for (const key of this.compiled) this.items.delete(key);
    this.compiled.clear();
    return this;
  }

  /** The formatter for `id` (trimmed); empty ids give the default, SMART_NUMBER. */
  override get(id?: string | null): NumberFormatter {
    const key = `${id === undefined || id === null || id === '' ? (this.defaultKey ?? '') : id}`.trim();
    const existing = this.items.get(key);
    if (existing) return existing;
    const formatter = createD3NumberFormatter({ formatString: key, locale: this.d3Format });
    this.registerValue(key, formatter);
    this.compiled.add(key);
    return formatter;
  }

  /** Formats `value` with the formatter for `id`. */
  format(id: string | null | undefined, value: NumberInput): string {
    return this.get(id)(value);
  }
}

// Format strings found in saved charts that d3 rejects or reads oddly; Superset's app maps them so. Superset also
// maps '+,' to '+,d', which contradicts its own option list ('+, (12345.432 => +12,345.432)'); Tessera keeps d3's
// reading, so '+,' keeps its decimals.
const LEGACY_SHIMS: ReadonlyArray<readonly [string, string]> = [
  [',0', ',.4~f'],
  ['null', ',.4~f'],
  ['%', '.0%'],
  ['.', '.4~f'],
  [',f', ',d'],
  [',r', ',.4f'],
  ['0f', ',d'],
  [',#', ',.4~f'],
  ['$,f', '$,d'],
  ['0%', '.0%'],
  ['f', ',d'],
  [',.', ',.4~f'],
  ['.1%f', '.1%'],
  ['1%', '.0%'],
  ['3%', '.0%'],
  [',%', ',.0%'],
  ['.r', '.4~f'],
  ['$,.0', '$,d'],
  ['$,.1', '$,.1~f'],
  [',0s', ',.4~f'],
  ['%%%', '.0%'],
  [',0f', ',d'],
  ['+,%', '+,.0%'],
  ['$f', '$,d'],
  [',2f', ',.4~f'],
  [',g', ',.4~f'],
  ['int', NumberFormats.INTEGER],
  ['.0%f', '.1%'],
  ['$,0', '$,.4f'],
  ['$,0f', '$,.4f'],
  ['$,.f', '$,.4f'],
];

/** Registers the app's legacy shims and the duration and memory formatters on `registry`. */
export function registerAppNumberFormats(registry: NumberFormatterRegistry): NumberFormatterRegistry {
  for (const [legacy, target] of LEGACY_SHIMS) registry.registerValue(legacy, registry.get(target));
  return registry
    .registerValue(NumberFormats.DURATION, createDurationFormatter())
    .registerValue(NumberFormats.DURATION_SUB, createDurationFormatter({ formatSubMilliseconds: true }))
    .registerValue(NumberFormats.DURATION_COL, createDurationFormatter({ colonNotation: true }))
    .registerValue(NumberFormats.MEMORY_DECIMAL, createMemoryFormatter({ binary: false }))
    .registerValue(NumberFormats.MEMORY_BINARY, createMemoryFormatter({ binary: true }))
    .registerValue(NumberFormats.MEMORY_TRANSFER_RATE_DECIMAL, createMemoryFormatter({ binary: false, transfer: true }))
    .registerValue(NumberFormats.MEMORY_TRANSFER_RATE_BINARY, createMemoryFormatter({ binary: true, transfer: true }));
}

let singleton: NumberFormatterRegistry | undefined;

/** The app-wide number formatter registry, with the legacy shims and named formatters registered. */
export function getNumberFormatterRegistry(): NumberFormatterRegistry {
  singleton ??= registerAppNumberFormats(new NumberFormatterRegistry());
  return singleton;
}

/** Sets the app-wide d3 number locale; the legacy shims are re-registered under it. */
export function setD3Format(d3Format: Partial<FormatLocaleDefinition>): NumberFormatterRegistry {
  return registerAppNumberFormats(getNumberFormatterRegistry().setD3Format(d3Format));
}

/** The formatter for a format id; undefined, null or '' give SMART_NUMBER. */
export function getNumberFormatter(id?: string | null): NumberFormatter {
  return getNumberFormatterRegistry().get(id);
}

/** Formats `value` with the formatter for `id`. */
export function formatNumber(id: string | null | undefined, value: NumberInput): string {
  return getNumberFormatterRegistry().format(id, value);
}

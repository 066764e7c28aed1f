import { InvalidPostProcessingError } from './error';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Typed reads of one operation's options; every failure names the operation and the option. */
export class OptionReader {
  constructor(
    readonly operation: string,
    readonly options: Record<string, unknown>,
    allowed: readonly string[],
  ) {
    for (const key of Object.keys(options)) {
      if (!allowed.includes(key)) this.fail(key, `is not an option of ${operation}`);
    }
  }

  fail(option: string, problem: string): never {
    throw new InvalidPostProcessingError(`${this.operation}: option "${option}" ${problem}`);
  }

  has(name: string): boolean {
    return this.options[name] !== undefined && this.options[name] !== null;
  }

  bool(name: string, fallback: boolean): boolean {
    const v = this.options[name];
    if (v === undefined || v === null) return fallback;
    if (typeof v !== 'boolean') this.fail(name, 'must be true or false');
    return v;
  }

  int(name: string, fallback: number, min = -Infinity, max = Infinity): number {
    const v = this.options[name];
    if (v === undefined || v === null) return fallback;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      const range =
        Number.isFinite(min) && Number.isFinite(max)
          ? ` between ${min} and ${max}`
          : Number.isFinite(min)
            ? ` of at least ${min}`
            : '';
      this.fail(name, `must be an integer${range}`);
    }
    return v;
  }

  number(name: string): number | null {
    const v = this.options[name];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'number' || !Number.isFinite(v)) this.fail(name, 'must be a finite number');
    return v;
  }

  string(name: string, fallback: string | null): string | null {
    const v = this.options[name];
    if (v === undefined || v === null) return fallback;
    if (typeof v !== 'string') this.fail(name, 'must be a string');
    return v;
  }

  /** A string option that must be present. */
  requiredString(name: string): string {
    const v = this.string(name, null);
    if (v === null) return this.fail(name, 'is required');
    return v;
  }

  oneOf<T extends string>(name: string, choices: readonly T[], fallback?: T): T {
    const v = this.options[name] ?? fallback;
    if (typeof v !== 'string' || !(choices as readonly string[]).includes(v)) {
      this.fail(name, `must be one of: ${choices.join(', ')}`);
    }
    return v as T;
  }

  /** A list of strings; a bare string counts as a list of one, as Superset's scalar_to_sequence does. */
  strings(name: string, required = false): string[] {
    const v = this.options[name];
    if (v === undefined || v === null) {
      if (required) this.fail(name, 'is required');
      return [];
    }
    const list = typeof v === 'string' ? [v] : v;
    if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) this.fail(name, 'must be a list of strings');
    return list as string[];
  }

  record(name: string, required = false): Record<string, unknown> {
    const v = this.options[name];
    if (v === undefined || v === null) {
      if (required) this.fail(name, 'is required');
      return {};
    }
    if (!isRecord(v)) this.fail(name, 'must be an object');
    return v;
  }

  /** `{source: target}`; a list of names maps each to itself. */
  columnMap(name: string, required = false): [string, string][] {
    const v = this.options[name];
    if (Array.isArray(v)) return this.strings(name, required).map((c) => [c, c]);
    const rec = this.record(name, required);
    return Object.entries(rec).map(([k, t]) => {
      if (typeof t !== 'string') this.fail(name, `must map "${k}" to a column name`);
      return [k, t];
    });
  }
}

/** The options object of a rule, checked to be an object. */
export function optionsOf(operation: string, options: unknown): Record<string, unknown> {
  if (options === undefined || options === null) return {};
  if (!isRecord(options)) throw new InvalidPostProcessingError(`${operation}: options must be an object`);
  return options;
}

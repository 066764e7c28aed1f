/**
 * Jinja templates in SQL (SQL Lab and virtual datasets) through nunjucks, sandboxed: no loader (no include, import
 * or extends, so no file), no globals of the host, member lookups limited to own data properties (so no
 * `''.constructor.constructor(...)`), a budget on loop items and render time, a cap on the output, and autoescape
 * off (the output is SQL, not HTML). Superset's macros are offered; each render gets its own environment.
 */
import nunjucks from 'nunjucks';

/** The most characters a rendered template may have. */
export const TEMPLATE_MAX_OUTPUT_CHARS = 1_000_000;
/** The most loop items (all loops of one render together) and range() items a template may go through. */
export const TEMPLATE_MAX_LOOP_ITEMS = 100_000;
/** The longest a render may take. */
export const TEMPLATE_TIMEOUT_MS = 2_000;

/** A filter as the macros read it (Superset's get_filters items). */
export interface TemplateFilter {
  col: string;
  op: string;
  val: unknown;
}

/** What a template may read: the user, the template parameters, URL parameters, filters and datasets by id. */
export interface TemplateContext {
  user: { id: number; username: string; email: string | null } | null;
  params: Record<string, unknown>;
  urlParams: Record<string, unknown>;
  filters: TemplateFilter[];
  /** Subquery SQL of the datasets the template names, resolved (and access-checked) beforehand. */
  datasets: Map<number, string>;
  /** Where filter_values / get_filters with remove_filter=true note the columns they took from the query. */
  removedFilters?: Set<string>;
}

/** A template that cannot be rendered: the message, and the template line when known. */
export class TemplateError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(message);
  }
}

class SandboxError extends Error {}

/** Whether text holds template syntax at all (plain SQL is never touched by the renderer). */
export const hasTemplate = (text: string): boolean => /\{\{|\{%|\{#/.test(text);

/** The dataset ids a template names as dataset(<id>) (for resolving them before the render). */
export function datasetIdsIn(text: string): number[] {
  return [...new Set([...text.matchAll(/\bdataset\s*\(\s*(\d{1,9})\b/g)].map((m) => Number(m[1])))];
}

// The render in progress: budgets of the sandbox's runtime hooks (renders are synchronous, so one at a time).
let budget: { items: number; deadline: number } | null = null;

function spend(items: number): void {
  if (!budget) return;
  budget.items -= items;
  if (budget.items < 0) throw new SandboxError(`The template loops over more than ${TEMPLATE_MAX_LOOP_ITEMS} items.`);
  if (Date.now() > budget.deadline) throw new SandboxError(`The template took longer than ${TEMPLATE_TIMEOUT_MS} ms.`);
}

const BLOCKED_NAMES = /^(constructor|prototype|caller|callee|arguments)$|^__/;

/** A member of a value when it is the value's own data (an object's key, an array's item, a string's length). */
function safeMember(obj: unknown, name: unknown): unknown {
  spend(0);
  if (obj === null || obj === undefined) return undefined;
  if (typeof name !== 'string' && typeof name !== 'number') return undefined;
  const key = String(name);
  if (BLOCKED_NAMES.test(key)) throw new SandboxError(`"${key}" may not be read in a template.`);
  if (typeof obj === 'string') return key === 'length' ? obj.length : /^\d+$/.test(key) ? obj[Number(key)] : undefined;
  if (typeof obj !== 'object' && typeof obj !== 'function') return undefined;
  if (!Object.prototype.hasOwnProperty.call(obj, key)) return undefined;
  const value = (obj as Record<string, unknown>)[key];
  return typeof value === 'function' ? (...args: unknown[]) => (value as (...a: unknown[]) => unknown)(...args) : value;
}

let installed = false;

/** Puts the sandbox's checks into nunjucks' runtime, which every compiled template calls (SQL templates only here). */
function installSandbox(): void {
  if (installed) return;
  installed = true;
  const runtime = nunjucks.runtime as unknown as Record<string, (...args: unknown[]) => unknown>;
  const fromIterator = runtime.fromIterator!;
  const suppressValue = runtime.suppressValue!;
  runtime.memberLookup = safeMember;
  runtime.fromIterator = (arr: unknown) => {
    const items =
      Array.isArray(arr) || typeof arr === 'string'
        ? arr.length
        : arr && typeof arr === 'object'
          ? Object.keys(arr).length
          : 0;
    spend(items);
    return fromIterator(arr);
  };
  runtime.suppressValue = (val: unknown, autoescape: unknown) => {
    spend(0);
    if (typeof val === 'string' && val.length > TEMPLATE_MAX_OUTPUT_CHARS)
      throw new SandboxError(`The template's output is longer than ${TEMPLATE_MAX_OUTPUT_CHARS} characters.`);
    if (typeof val === 'function') throw new SandboxError('A function may not be written out by a template.');
    return suppressValue(val, autoescape);
  };
}

/** A string value of a filter or URL parameter as a SQL string's inside: single quotes doubled. */
const escapeSql = (value: unknown): string => String(value).replaceAll("'", "''");

const valuesOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

type Macro = (...args: unknown[]) => unknown;

/** A macro taking Jinja keyword arguments (nunjucks passes them last, as an object marked __keywords) by name. */
function withKeywords(names: string[], fn: Macro): Macro {
  return (...args: unknown[]) => {
    const last = args[args.length - 1] as Record<string, unknown> | undefined;
    const keywords = last && typeof last === 'object' && last['__keywords'] === true ? (args.pop(), last) : {};
    return fn(...names.map((name, i) => (Object.hasOwn(keywords, name) ? keywords[name] : args[i])));
  };
}

/** Superset's macros over a context. */
function macros(c: TemplateContext): Record<string, unknown> {
  const filtersOn = (column: string): TemplateFilter[] => c.filters.filter((f) => f.col === column);
  return {
    url_param: withKeywords(['param', 'default', 'add_to_cache_keys', 'escape_result'], (param, dflt, _, escape) => {
      const name = String(param);
      const value = Object.hasOwn(c.urlParams, name) ? c.urlParams[name] : dflt;
      if (value === null || value === undefined) return null;
      return escape === false ? value : escapeSql(value);
    }),
    filter_values: withKeywords(['column', 'default', 'remove_filter'], (column, dflt, remove) => {
      if (remove === true) c.removedFilters?.add(String(column));
      const values = filtersOn(String(column))
        .filter((f) => ['IN', '==', '='].includes(f.op.toUpperCase()))
        .flatMap((f) => valuesOf(f.val));
      if (values.length) return values;
      return dflt === null || dflt === undefined ? [] : valuesOf(dflt);
    }),
    get_filters: withKeywords(['column', 'remove_filter'], (column, remove) => {
      if (remove === true) c.removedFilters?.add(String(column));
      return filtersOn(String(column)).map((f) => ({ op: f.op, col: f.col, val: f.val }));
    }),
    current_username: () => c.user?.username ?? null,
    current_user_id: () => c.user?.id ?? null,
    current_user_email: () => c.user?.email ?? null,
    cache_key_wrapper: (key: unknown) => key,
    dataset: (id: unknown) => {
      const sql = c.datasets.get(Number(id));
      if (sql === undefined) throw new SandboxError(`Dataset ${String(id)} not found or not allowed.`);
      return `(\n${sql}\n) AS dataset_${Number(id)}`;
    },
  };
}

/** A range() that stays within the loop budget. */
function cappedRange(start: number, stop?: number, step = 1): number[] {
  const [from, to] = stop === undefined ? [0, Number(start)] : [Number(start), Number(stop)];
  if (!Number.isFinite(from) || !Number.isFinite(to) || !Number.isFinite(step) || step === 0) return [];
  const count = Math.max(0, Math.ceil((to - from) / step));
  spend(count);
  return Array.from({ length: count }, (_, i) => from + i * step);
}

// Filters that build text of a size given as a number: bounded, so `"" | center(1e9)` cannot take the memory.
const WIDTH_FILTERS = ['center', 'indent', 'truncate'];

function environment(): nunjucks.Environment {
  const env = new nunjucks.Environment([], { autoescape: false, throwOnUndefined: true });
  for (const name of WIDTH_FILTERS) {
    const original = env.getFilter(name) as (...args: unknown[]) => unknown;
    env.addFilter(name, (value: unknown, width: unknown, ...rest: unknown[]) => {
      if (Number(width) > 10_000) throw new SandboxError(`${name}() takes a width of at most 10000.`);
      return original(value, width, ...rest);
    });
  }
  return env;
}

/** nunjucks' "(unknown path) [Line 2, Column 5]" and the message after it. */
function templateErrorOf(err: unknown): TemplateError {
  if (err instanceof TemplateError) return err;
  const raw = err instanceof Error ? err.message : String(err);
  const at = /\[Line (\d+), Column \d+\]/.exec(raw);
  const lineno = (err as { lineno?: number }).lineno;
  const line = at ? Number(at[1]) : typeof lineno === 'number' && lineno > 0 ? lineno : null;
  const lines = raw
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^\(unknown path\)/.test(l) && !/^Template render error/.test(l));
  const detail = (lines.length ? lines.join(' ') : raw).replace(/^Error:\s*/, '').replace(/^SandboxError:\s*/, '');
  return new TemplateError(
    line === null ? `Template error: ${detail}` : `Template error on line ${line}: ${detail}`,
    line,
  );
}

/** Renders a SQL template; plain SQL comes back as it is. Throws TemplateError naming the line. */
export function renderTemplate(sql: string, context: TemplateContext): string {
  if (!hasTemplate(sql)) return sql;
  installSandbox();
  const env = environment();
  const vars: Record<string, unknown> = { ...context.params, ...macros(context), range: cappedRange };
  budget = { items: TEMPLATE_MAX_LOOP_ITEMS, deadline: Date.now() + TEMPLATE_TIMEOUT_MS };
  try {
    const out = env.renderString(sql, vars);
    if (out.length > TEMPLATE_MAX_OUTPUT_CHARS)
      throw new TemplateError(
        `Template error: the output is longer than ${TEMPLATE_MAX_OUTPUT_CHARS} characters.`,
        null,
      );
    return out;
  } catch (err) {
    throw templateErrorOf(err);
  } finally {
    budget = null;
  }
}

/** The template parameters box's JSON text as an object; a bad text is a TemplateError. */
export function parseTemplateParams(text: string | null | undefined): Record<string, unknown> {
  if (text === null || text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new TemplateError('The template parameters are not valid JSON.', null);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new TemplateError('The template parameters must be a JSON object.', null);
  return value as Record<string, unknown>;
}

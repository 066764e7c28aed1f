import type { SupersetError } from './types';

/** Fills each `%s` of a message template with the next argument, as Superset's `t()` does. */
export function formatText(template: string, ...args: unknown[]): string {
  let i = 0;
  return template.replace(/%s/g, () => {
    const arg = args[i];
    i += 1;
    return arg === undefined ? '' : String(arg);
  });
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(flatten).join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, v]) => (key === '_schema' ? flatten(v) : `${key}: ${flatten(v)}`))
      .join('; ');
  }
  return value === undefined || value === null ? '' : String(value);
}

/** The SupersetErrors of an error answer (`{errors: [...]}`), or none. */
export function supersetErrors(body: unknown): SupersetError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(isRecord).map((e) => ({
    message: typeof e.message === 'string' ? e.message : flatten(e.message),
    ...(typeof e.error_type === 'string' ? { error_type: e.error_type } : {}),
    ...(typeof e.level === 'string' ? { level: e.level } : {}),
    extra: isRecord(e.extra) ? e.extra : null,
  }));
}

/**
 * The server's own words in an error answer: Superset answers `{message}`, `{errors: [{message}]}`, `{error}` or
 * marshmallow's `{message: {field: [..]}}`; plain text that is not an HTML page counts. Null when it carries none.
 */
export function serverMessage(body: unknown): string | null {
  const first = supersetErrors(body)[0];
  if (first?.message) return first.message;
  if (isRecord(body)) {
    if (body.message !== undefined && body.message !== null && body.message !== '')
      return flatten(body.message) || null;
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.msg === 'string' && body.msg) return body.msg;
  }
  if (typeof body === 'string' && body.trim() && !body.trimStart().startsWith('<')) return body.trim();
  return null;
}

/** The one-line message of an error answer: the server's words (serverMessage), else the HTTP status. */
export function errorMessage(body: unknown, status?: number, statusText?: string): string {
  const words = serverMessage(body);
  if (words) return words;
  if (statusText) return statusText;
  return status === undefined ? 'Unknown error' : `HTTP ${status}`;
}

import { supersetErrors } from './errors';

/** The server's text asking for a database password during import. */
export const PASSWORD_NEEDED = 'Must provide a password for the database';
/** The server's text when an imported item exists and overwrite was not passed (a substring). */
export const ALREADY_EXISTS = 'already exists and `overwrite=true` was not passed';
/** The advice shown when an import fails for any other reason (spec 002 §5). */
export const REEXPORT_ADVICE = 'Please re-export your file and try importing again';

/** What the user must do after a failed import. */
export type ImportOutcome =
  { kind: 'prompt'; passwordsNeeded: string[]; alreadyExists: string[] } | { kind: 'failure'; message: string };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function asksPassword(payload: unknown): boolean {
  if (payload === PASSWORD_NEEDED) return true;
  if (Array.isArray(payload)) return payload.length > 0 && payload.every((p) => p === PASSWORD_NEEDED);
  if (!isRecord(payload)) return false;
  const schema = payload._schema;
  return Array.isArray(schema) && schema.length > 0 && schema.every((p) => p === PASSWORD_NEEDED);
}

function saysAlreadyExists(payload: unknown): boolean {
  return typeof payload === 'string' && payload.includes(ALREADY_EXISTS);
}

/** File name → validation payload, from the newer `{errors: [{extra}]}` or the older `{message: {...}}`. */
function filePayloads(body: unknown): [string, unknown][] | string {
  const errors = supersetErrors(body);
  if (errors.length) {
    const entries = errors.flatMap((e) => Object.entries(e.extra ?? {}).filter(([key]) => key !== 'issue_codes'));
    return entries.length ? entries : errors.map((e) => e.message).join('; ');
  }
  if (isRecord(body)) {
    if (isRecord(body.message)) return Object.entries(body.message);
    if (typeof body.message === 'string') return body.message;
  }
  return '';
}

/**
 * Classifies an import error answer (spec 002 §5): a password request when a file's message is
 * 'Must provide a password for the database'; an overwrite request when an item already exists and
 * overwrite was not passed; anything else is a failure.
 */
export function classifyImportError(body: unknown, fallback = 'Import failed'): ImportOutcome {
  const payloads = filePayloads(body);
  if (typeof payloads === 'string') return { kind: 'failure', message: payloads || fallback };
  const passwordsNeeded = payloads.filter(([, p]) => asksPassword(p)).map(([file]) => file);
  const alreadyExists = payloads.filter(([, p]) => saysAlreadyExists(p)).map(([file]) => file);
  const terminal = payloads.filter(([, p]) => !asksPassword(p) && !saysAlreadyExists(p));
  if (terminal.length === 0 && payloads.length > 0) return { kind: 'prompt', passwordsNeeded, alreadyExists };
  const message = terminal.map(([file, p]) => `${file}: ${typeof p === 'string' ? p : JSON.stringify(p)}`).join('; ');
  return { kind: 'failure', message: message || fallback };
}

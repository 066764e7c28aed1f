/** The dashboard properties the user edits as text: JSON metadata and CSS, checked before anything is applied. */
import { parse as parseCss, CssSyntaxError } from 'postcss';

/** Longest dashboard title the server keeps (DashboardPutSchema: 500 characters). */
export const DASHBOARD_TITLE_MAX_LENGTH = 500;

/** A text checked: its value, or the reason it is refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * JSON metadata as typed in the properties modal (D7.13): a JSON object, or refused with the parser's reason.
 * Positions are the layout's, not the metadata's: a `positions` key is dropped.
 */
export function checkJsonMetadata(text: string): Checked<Record<string, unknown>> {
  if (!text.trim()) return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `JSON metadata is invalid: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ok: false, error: 'JSON metadata is invalid: it must be a JSON object ({...})' };
  const { positions: _positions, ...metadata } = parsed as Record<string, unknown>;
  return { ok: true, value: metadata };
}

/** The metadata as the modal shows it: indented JSON without the layout. */
export function jsonMetadataText(metadata: Readonly<Record<string, unknown>>): string {
  const { positions: _positions, ...rest } = metadata;
  return JSON.stringify(rest, null, 2);
}

/**
 * What turns `current` into `next` through a merging update: every key of `next`, and each key `next` lacks set to
 * undefined (dropped when the metadata is written as JSON).
 */
export function metadataPatch(
  current: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const removed = Object.keys(current).filter((k) => !(k in next));
  return { ...Object.fromEntries(removed.map((k) => [k, undefined])), ...next };
}

/** Dashboard CSS (D2.02): accepted when postcss parses it, else refused with the reason, line and column. */
export function checkCss(css: string): Checked<string> {
  try {
    parseCss(css);
    return { ok: true, value: css };
  } catch (e) {
    if (e instanceof CssSyntaxError)
      return { ok: false, error: `CSS is invalid: ${e.reason} (line ${e.line ?? '?'}, column ${e.column ?? '?'})` };
    return { ok: false, error: `CSS is invalid: ${e instanceof Error ? e.message : String(e)}` };
  }
}

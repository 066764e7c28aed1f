/** Default labels of ad-hoc filters, metrics and columns, and the editors' fixed texts. */

/** Longest default label kept whole; from this length on a label is cut (X8.07, D16.13). */
const LABEL_CUT_AT = 43;
/** Characters kept of a cut label, before the ellipsis. */
export const LABEL_MAX_CHARS = 40;

/** A default label as the drop zones show it: whole below 43 characters, else its first 40 and '...'. */
export function truncateLabel(label: string): string {
  return label.length < LABEL_CUT_AT ? label : `${label.slice(0, LABEL_MAX_CHARS)}...`;
}

/** A random option-name part (Superset's `Math.random().toString(36)` slice); tests pass their own. */
export function randomIdPart(): string {
  return Math.random().toString(36).slice(2, 15);
}

/** The undo history of layout edits: past and future layouts around the present one, at most UNDO_HISTORY_LIMIT back. */

/** How many edits can be undone (Superset's limit; the spec only shows it in the warning). */
export const UNDO_HISTORY_LIMIT = 50;

/** The warning shown when the oldest edit falls out of the history (000 §8), `%(historyLength)s` filled. */
export function undoLimitMessage(limit: number = UNDO_HISTORY_LIMIT): string {
  return `You have used all ${limit} undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.`;
}

/** The states before (oldest first) and after (next first) the present one. */
export interface UndoHistory<T> {
  readonly past: readonly T[];
  readonly future: readonly T[];
}

/** A history with nothing to undo or redo. */
export function emptyHistory<T>(): UndoHistory<T> {
  return { past: [], future: [] };
}

/** The history after an edit that left `previous` behind; `exceeded` when the oldest state had to be dropped. */
export function recordEdit<T>(
  history: UndoHistory<T>,
  previous: T,
  limit: number = UNDO_HISTORY_LIMIT,
): { history: UndoHistory<T>; exceeded: boolean } {
  const past = [...history.past, previous];
  const exceeded = past.length > limit;
  return { history: { past: exceeded ? past.slice(past.length - limit) : past, future: [] }, exceeded };
}

/** One step back from `present`, or null when there is nothing to undo. */
export function undoStep<T>(history: UndoHistory<T>, present: T): { history: UndoHistory<T>; present: T } | null {
  if (history.past.length === 0) return null;
  const previous = history.past[history.past.length - 1] as T;
  return { history: { past: history.past.slice(0, -1), future: [present, ...history.future] }, present: previous };
}

/** One step forward from `present`, or null when there is nothing to redo. */
export function redoStep<T>(history: UndoHistory<T>, present: T): { history: UndoHistory<T>; present: T } | null {
  if (history.future.length === 0) return null;
  const next = history.future[0] as T;
  return { history: { past: [...history.past, present], future: history.future.slice(1) }, present: next };
}

import { proxy } from 'valtio/vanilla';

/** How a toast looks: success, danger (errors) or info. */
export type ToastKind = 'success' | 'danger' | 'info';

/** One message shown in the corner for a while. */
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** The toasts on screen, oldest first. */
export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] });

/** Schedules `fn` after `ms`; returns a cancel function. Injectable so tests control time. */
export type Scheduler = (fn: () => void, ms: number) => () => void;

const defaultScheduler: Scheduler = (fn, ms) => {
  const handle = globalThis.setTimeout(fn, ms);
  return () => globalThis.clearTimeout(handle);
};

let schedule: Scheduler = defaultScheduler;
let nextId = 1;
const TOAST_MS: Record<ToastKind, number> = { success: 4000, info: 4000, danger: 8000 };

/** Replaces the scheduler toasts use to dismiss themselves (tests); returns the previous one. */
export function setToastScheduler(next: Scheduler): Scheduler {
  const previous = schedule;
  schedule = next;
  return previous;
}

/** Shows a toast and dismisses it after a while; returns its id. */
export function addToast(kind: ToastKind, text: string): number {
  const id = nextId;
  nextId += 1;
  toastStore.toasts.push({ id, kind, text });
  schedule(() => dismissToast(id), TOAST_MS[kind]);
  return id;
}

/** Shows a success toast. */
export const addSuccessToast = (text: string): number => addToast('success', text);
/** Shows an error toast. */
export const addDangerToast = (text: string): number => addToast('danger', text);
/** Shows an informational toast. */
export const addInfoToast = (text: string): number => addToast('info', text);

/** Removes a toast. */
export function dismissToast(id: number): void {
  const i = toastStore.toasts.findIndex((t) => t.id === id);
  if (i >= 0) toastStore.toasts.splice(i, 1);
}

/** Whether the native filter configuration dialog is open, and on which filter: the filter bar opens it, the dialog closes it. */
import { proxy } from 'valtio/vanilla';

export interface FilterConfigModalState {
  open: boolean;
  /** The filter the dialog shows first; null opens it on the first filter (or a new one when there is none). */
  filterId: string | null;
}

export const filterConfigModal = proxy<FilterConfigModalState>({ open: false, filterId: null });

export function openFilterConfig(filterId: string | null = null): void {
  Object.assign(filterConfigModal, { open: true, filterId });
}

export function closeFilterConfig(): void {
  Object.assign(filterConfigModal, { open: false, filterId: null });
}

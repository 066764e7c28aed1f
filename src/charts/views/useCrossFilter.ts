/** A chart view's cross filter (D11.01): what it selected last, so a second click on the same mark clears it. */
import { useRef } from 'react';
import type { CrossFilterEvent } from '../../core/crossfilter';
import { pageCrossFilters } from '../crossFilters';

/** Emits the event `make` builds from the view's current selection through the page's emitter, and keeps it. */
export function useCrossFilter(): (make: (current: unknown[] | null) => CrossFilterEvent | null) => void {
  const selected = useRef<unknown[] | null>(null);
  return (make) => {
    const event = make(selected.current);
    if (!event) return;
    selected.current = event.dataMask.filterState.value;
    pageCrossFilters.emit(event);
  };
}

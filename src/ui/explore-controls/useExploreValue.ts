/**
 * One value of the explore store for a component: it re-renders when that value changes, not on every change of the
 * store. useSnapshot re-renders a component on any change of an object it reads, and the form data is replaced whole
 * on each control change, so a panel reading one field of it would redraw on every keystroke of every control.
 */
import { useRef, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio/vanilla';
import { exploreState, type ExploreState } from '../../state/explore';

const subscribeToExplore = (changed: () => void): (() => void) => subscribe(exploreState, changed);

/** Values compared by their JSON (small derived values: a few metrics, a list of names). */
export const sameJson = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** `select` of the explore store, kept while `same` says it has not changed (identity by default). */
export function useExploreValue<T>(select: (state: ExploreState) => T, same: (a: T, b: T) => boolean = Object.is): T {
  const last = useRef<{ value: T } | null>(null);
  const read = (): T => {
    const next = select(exploreState);
    if (last.current && same(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  };
  return useSyncExternalStore(subscribeToExplore, read);
}

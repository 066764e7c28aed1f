/** The explore controls' shared context: the page provides it once around the control panel. */
import { createContext, useContext, type ReactNode } from 'react';
import { apiControlServices } from './services';
import type { ExploreControlContext } from './types';

/** The context when the page provides none: no dataset, both flags off, the app's API client. */
export function defaultControlContext(): ExploreControlContext {
  return {
    dataset: null,
    services: apiControlServices(),
    clickToAdd: false,
    advancedDataTypes: false,
    defaultTimeFilter: 'No filter',
    dashboardColorScheme: null,
    formMetrics: [],
    logger: console,
  };
}

const Context = createContext<ExploreControlContext | null>(null);

/** Provides the dataset, flags and services to every control below it; fields left out take the defaults. */
export function ExploreControlsProvider(props: { value: Partial<ExploreControlContext>; children: ReactNode }) {
  return <Context.Provider value={{ ...defaultControlContext(), ...props.value }}>{props.children}</Context.Provider>;
}

/** The controls' context. */
export function useControlContext(): ExploreControlContext {
  const provided = useContext(Context);
  if (provided) return provided;
  fallback ??= defaultControlContext();
  return fallback;
}

let fallback: ExploreControlContext | null = null;

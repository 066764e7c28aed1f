/** Rules explore applies when it opens or its dataset changes: the colour scheme check (X1.08), the UI config bitmask (X1.10), the time column after a swap (X2.09). */
import { getCategoricalSchemeRegistry } from '../color';
import { isTemporalColumn } from './operators';
import type { ExploreDataset } from './types';

/** The schemes a colour scheme name is checked against. */
export interface SchemeLookup {
  has(key: string): boolean;
  getDefaultKey(): string | undefined;
}

/** A colour scheme name kept when the registry knows it, else the registry's default scheme (X1.08); unset stays unset. */
export function knownColorScheme(name: unknown, schemes: SchemeLookup = getCategoricalSchemeRegistry()): unknown {
  if (typeof name !== 'string' || name === '') return name;
  return schemes.has(name) ? name : (schemes.getDefaultKey() ?? name);
}

/** What the standalone UI config bitmask hides (X1.10): 1 the title, 2 the tab, 4 the navigation, 8 the chart controls. */
export interface UiConfig {
  hideTitle: boolean;
  hideTab: boolean;
  hideNav: boolean;
  hideChartControls: boolean;
}

/** Reads the bitmask of the `standalone` URL parameter; anything not a whole number hides nothing. */
export function uiConfigOf(bits: number | string | null | undefined): UiConfig {
  const n = typeof bits === 'number' ? bits : Number.parseInt(bits ?? '', 10);
  const mask = Number.isInteger(n) && n > 0 ? n : 0;
  return {
    hideTitle: (mask & 1) !== 0,
    hideTab: (mask & 2) !== 0,
    hideNav: (mask & 4) !== 0,
    hideChartControls: (mask & 8) !== 0,
  };
}

/**
 * The time column after a dataset is saved or swapped (X2.09): for a table dataset whose current time column is not
 * one of its temporal columns, the dataset's main datetime column, else its first temporal column, else null.
 */
export function timeColumnAfterSwap(
  current: unknown,
  dataset: Pick<ExploreDataset, 'type' | 'columns' | 'main_dttm_col'>,
): unknown {
  if (dataset.type !== 'table') return current;
  const temporal = dataset.columns.filter(isTemporalColumn).map((c) => c.column_name);
  if (typeof current === 'string' && temporal.includes(current)) return current;
  if (dataset.main_dttm_col && temporal.includes(dataset.main_dttm_col)) return dataset.main_dttm_col;
  return temporal[0] ?? null;
}

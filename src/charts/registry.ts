/** The registry the pages use when none is handed in: the built-in plugins, created once. */
import type { ChartPlugin, ChartRegistry } from '../core/chart-plugin';
import { createChartRegistry } from './plugins';

let shared: ChartRegistry<ChartPlugin<unknown, unknown>> | null = null;

/** The app-wide chart registry (dynamic plugins register into it too). */
export function defaultRegistry(): ChartRegistry<ChartPlugin<unknown, unknown>> {
  shared ??= createChartRegistry();
  return shared;
}

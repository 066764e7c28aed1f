/** Each chart type's control panel, from the page's registry (an unknown type gets the table's). */
import type { ChartPlugin, ChartRegistry, ControlPanelConfig } from '../../../core/chart-plugin';
import { addDangerToast, addInfoToast, addSuccessToast, messageOf } from '../../../state/app';
import { swapDataset } from '../../../state/explorepage';

/** The control panel of `vizType` in `registry`, the table's when it has none. */
export function controlPanelIn(
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>,
  vizType: string,
): ControlPanelConfig {
  return (registry.get(vizType) ?? registry.get('table'))?.controlPanel ?? { controlPanelSections: [] };
}

/**
 * Swap dataset, as the page offers it: the chart moves to dataset `datasetId` and a toast says what was carried over
 * and what was removed, or why nothing changed.
 */
export async function swapAndTell(
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>,
  datasetId: number,
): Promise<void> {
  try {
    const swapped = await swapDataset(datasetId, { controlPanelOf: (vizType) => controlPanelIn(registry, vizType) });
    (swapped.changes.length ? addInfoToast : addSuccessToast)(swapped.message);
  } catch (error) {
    addDangerToast(messageOf(error));
  }
}

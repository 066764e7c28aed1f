/** Each chart type's control panel, from the page's registry (an unknown type gets the table's). */
import type { ChartPlugin, ChartRegistry, ControlPanelConfig } from '../../../core/chart-plugin';
import { addDangerToast, addInfoToast, addSuccessToast, messageOf } from '../../../state/app';
import { DATASET_SWAPPED, swapDataset } from '../../../state/explorepage';

/** The control panel of `vizType` in `registry`, the table's when it has none. */
export function controlPanelIn(
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>,
  vizType: string,
): ControlPanelConfig {
  return (registry.get(vizType) ?? registry.get('table'))?.controlPanel ?? { controlPanelSections: [] };
}

/**
 * Swap dataset, as the page offers it: the chart moves to dataset `datasetId`; 'Successfully changed dataset!' (X3.06)
 * and, when something was removed, a second toast saying what; or a danger toast saying why nothing changed (X3.07).
 */
export async function swapAndTell(
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>,
  datasetId: number,
): Promise<void> {
  try {
    const swapped = await swapDataset(datasetId, { controlPanelOf: (vizType) => controlPanelIn(registry, vizType) });
    addSuccessToast(DATASET_SWAPPED);
    if (swapped.changes.length) addInfoToast(swapped.message);
  } catch (error) {
    addDangerToast(messageOf(error));
  }
}

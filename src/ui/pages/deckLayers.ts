/**
 * deck_multi on the pages: its saved layer charts are read with it (the form data carries them as deck_layers), and
 * its data is each layer's own request through the data plane (each layer may sit on another dataset), answered in
 * deck_slices order for the chart's transformProps to share out.
 */
import { deckLayerFormData, deckLayerRequestId, deckLayersOf, deckSliceIds } from '../../core/chart-plugin';
import type { ChartPlugin, ChartRegistry, ChartResult, DeckLayer, QueryFormData } from '../../core/chart-plugin';
import type { ChartDataOutcome, ChartDataRequest } from '../../core/dataplane';
import type { ChartRecord } from './dataSource';
import { formDataOfChart } from './dataSource';

/** The viz type whose layers are other saved charts. */
export const DECK_MULTI = 'deck_multi';

/** The layers of a deck_multi from its slices' saved charts; one that could not be read (null) or a multi is left out. */
function layersOf(read: readonly (ChartRecord | null)[]): DeckLayer[] {
  return read.flatMap((sub) => {
    if (!sub || sub.viz_type === DECK_MULTI) return [];
    return [{ slice_id: sub.id, viz_type: sub.viz_type, form_data: formDataOfChart(sub) }];
  });
}

const readAll = (ids: number[], getChart: (id: number) => Promise<ChartRecord>) =>
  Promise.all(ids.map((id) => getChart(id).catch(() => null)));

/** A deck_multi record with its layers' saved form data added as deck_layers; a layer that cannot be read is left out. */
export async function withDeckLayers(
  record: ChartRecord,
  getChart: (id: number) => Promise<ChartRecord>,
): Promise<ChartRecord> {
  if (record.viz_type !== DECK_MULTI) return record;
  const multi = formDataOfChart(record);
  return { ...record, params: { ...multi, deck_layers: layersOf(await readAll(deckSliceIds(multi), getChart)) } };
}

/**
 * A deck_multi's form data with the layers of its deck_slices, in their order: as it is where its deck_layers are
 * those slices (a saved chart read with withDeckLayers), else read from the saved charts (explore's form data carries
 * none, and its slices may have changed). Any other chart's form data as it is.
 */
export async function withDeckLayersOf(
  formData: QueryFormData,
  getChart: (id: number) => Promise<ChartRecord>,
): Promise<QueryFormData> {
  if (formData.viz_type !== DECK_MULTI) return formData;
  const slices = deckSliceIds(formData);
  const layers = deckLayersOf(formData).map((layer) => layer.slice_id);
  const same = layers.length === slices.length && layers.every((id, i) => id === slices[i]);
  if (Array.isArray(formData.deck_layers) && same) return formData;
  return { ...formData, deck_layers: layersOf(await readAll(slices, getChart)) };
}

/** Each layer's results, in order; a layer whose request fails fails the chart with its message. */
export async function deckLayerResults(
  formData: QueryFormData,
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>,
  fetchLayer: (request: ChartDataRequest) => Promise<ChartDataOutcome>,
  decode: (outcome: Extract<ChartDataOutcome, { status: 'success' }>) => ChartResult[],
  fail: (outcome: Exclude<ChartDataOutcome, { status: 'success' }>) => Error,
): Promise<ChartResult[]> {
  const multiId = Number(formData.slice_id);
  const answers = await Promise.all(
    deckLayersOf(formData).map(async (layer, k) => {
      const layerForm = deckLayerFormData(formData, layer.slice_id, layer.form_data);
      const plugin = registry.get(layer.viz_type);
      if (!plugin || layer.viz_type === DECK_MULTI) return [];
      const outcome = await fetchLayer({
        chartId: deckLayerRequestId(multiId, k),
        formData: layerForm,
        queryContext: plugin.buildQuery(layerForm),
      });
      if (outcome.status !== 'success') throw fail(outcome);
      return decode(outcome);
    }),
  );
  return answers.flat();
}

/**
 * deck_multi: several saved deck.gl charts (deck_slices) layered on one map. The chart queries nothing itself, as in
 * Superset; each layer asks for its own data with its saved form data, the multi chart's filters added to its own
 * and the dashboard's extra_form_data (native and cross filters) applied, each query as that layer's client sends it.
 */
import { buildQueryContext } from '../queryContext';
import type { QueryFormData } from '../types';
import type { QueryContext } from '../../query';

/** One resolved layer of a deck_multi chart: the saved chart's id, type and form data. */
export interface DeckLayer {
  slice_id: number;
  viz_type: string;
  form_data: QueryFormData;
}

/** The saved charts a deck_multi layers, by id, in order (a list of ids or of {value} options). */
export function deckSliceIds(formData: QueryFormData): number[] {
  const list = Array.isArray(formData.deck_slices) ? (formData.deck_slices as unknown[]) : [];
  return list
    .map((item) => Number(item && typeof item === 'object' ? (item as { value?: unknown }).value : item))
    .filter((id) => Number.isInteger(id) && id > 0);
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A layer's form data: the saved chart's, with the multi chart's filters after its own and its extra_form_data. */
export function deckLayerFormData(multi: QueryFormData, sliceId: number, saved: QueryFormData): QueryFormData {
  return {
    ...saved,
    slice_id: sliceId,
    adhoc_filters: [...asList(saved.adhoc_filters), ...asList(multi.adhoc_filters)],
    extra_form_data: {
      ...(saved.extra_form_data as object | undefined),
      ...(multi.extra_form_data as object | undefined),
    },
  };
}

/** The layers a deck_multi carries once its saved charts are read (deck_layers), in deck_slices order. */
export function deckLayersOf(formData: QueryFormData): DeckLayer[] {
  return asList(formData.deck_layers).filter(
    (l): l is DeckLayer =>
      !!l && typeof l === 'object' && typeof (l as DeckLayer).viz_type === 'string' && !!(l as DeckLayer).form_data,
  );
}

/** A key for a layer's own request, apart from every saved chart's id (those are positive). */
export function deckLayerRequestId(multiId: number, index: number): number {
  return -(Math.max(0, multiId) * 1000 + index + 1);
}

/** deck_multi asks for no rows of its own: a query context with no queries. */
export function buildDeckMultiQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, () => []);
}

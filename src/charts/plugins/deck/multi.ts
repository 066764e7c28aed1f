/**
 * deck_multi: the layers of several saved deck.gl charts on one map, each drawn by its own chart type from its own
 * results, under the multi chart's own viewport (or the layers' bounds with autozoom). Every layer's marks keep
 * their ids apart (prefixed by the layer's place), so picking and tooltips still find their layer.
 */
import { deckLayersOf } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, ControlPanelConfig, QueryFormData } from '../../../core/chart-plugin';
import type { QueryContext } from '../../../core/query';
import { boundsOf, fitViewport, normalizeViewport, worldXToLon, worldYToLat } from '../../../core/geo';
import { sharedControls as s } from '../../controls';
import type { GeoMarks, MapChartModel, MapTooltipField } from '../../model';
import { deckMapSection } from './controls';
import { NO_RESULTS_TEXT } from './points';

export const deckMultiControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Map',
      expanded: true,
      controlSetRows: [...deckMapSection().controlSetRows],
    },
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'deck_slices',
            type: 'SelectControl',
            label: 'deck.gl charts',
            multi: true,
            default: [],
            validators: ['nonEmpty'],
            description: 'Pick a set of deck.gl charts to layer on top of one another',
          },
        ],
        [s.adhoc_filters],
      ],
    },
  ],
};

/** What the multi chart needs of each layer's plugin. */
export interface LayerPlugin {
  buildQuery: (formData: QueryFormData) => QueryContext;
  transformProps: (results: ChartResult[], formData: QueryFormData, context: ChartPropsContext) => MapChartModel;
}

/** The [lng, lat] of every vertex of the layers, read back from world positions where needed (for the autozoom). */
function lonLatOfLayers(layers: GeoMarks[]): Float32Array {
  let n = 0;
  for (const l of layers) n += l.marks.positions.length;
  const out = new Float32Array(n);
  let at = 0;
  for (const l of layers) {
    const p = l.marks.positions;
    // A layer in [lng, lat] (deck_scatter's, projected on the GPU) is read as it is.
    if (l.lngLat) {
      out.set(p, at);
      at += p.length;
      continue;
    }
    for (let i = 0; i < p.length; i += 2) {
      out[at] = worldXToLon(p[i] as number);
      out[at + 1] = worldYToLat(p[i + 1] as number);
      at += 2;
    }
  }
  return out;
}

/** Builds the layered map: each layer's render model from its share of the results, merged in deck_slices order. */
export function transformDeckMultiProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
  plugins: Readonly<Record<string, LayerPlugin>>,
): MapChartModel {
  const layers: GeoMarks[] = [];
  const tooltips: Record<string, MapTooltipField[]> = {};
  const legend: MapChartModel['legend'] = [];
  let invalidRows = 0;
  let at = 0;
  deckLayersOf(formData).forEach((layer, k) => {
    const plugin = plugins[layer.viz_type];
    if (!plugin || layer.viz_type === 'deck_multi') return;
    const count = plugin.buildQuery(layer.form_data).queries.length;
    const own = results.slice(at, at + count);
    at += count;
    const model = plugin.transformProps(own, layer.form_data, context);
    for (const geo of model.layers) {
      const id = `layer${k}:${geo.marks.id}`;
      layers.push({ ...geo, marks: { ...geo.marks, id } });
      const fields = model.tooltips[geo.marks.id];
      if (fields) tooltips[id] = fields;
    }
    if (model.showLegend) legend.push(...model.legend);
    invalidRows += model.invalidRows;
  });
  const bounds = formData.autozoom === false ? null : boundsOf(lonLatOfLayers(layers));
  const drawn = layers.some((l) => l.marks.count > 0);
  return {
    type: 'map',
    vizType: formData.viz_type,
    viewport: bounds ? fitViewport(bounds, context.width, context.height) : normalizeViewport(formData.viewport),
    layers,
    legend,
    showLegend: legend.length > 0 && formData.legend_position !== null,
    tooltips,
    invalidRows,
    emptyText: drawn ? null : NO_RESULTS_TEXT,
  };
}

/** The deck.gl geo charts, each under its Superset viz_type key, drawn as map views of the one canvas. */
import {
  buildDeckArcQuery,
  buildDeckGeojsonQuery,
  buildDeckMultiQuery,
  buildDeckPathQuery,
  buildDeckPolygonQuery,
  buildDeckScatterQuery,
  buildDeckSpatialQuery,
} from '../../../core/chart-plugin';
import type { ChartPlugin, ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { MapChartModel } from '../../model';
import { MapChartView } from '../../views/MapChartView';
import type { ComponentType } from 'react';
import { deckGridControlPanel, deckHexControlPanel, transformDeckGridProps, transformDeckHexProps } from './bins';
import { deckArcControlPanel, transformDeckArcProps } from './arc';
import { deckGeojsonControlPanel, transformDeckGeojsonProps } from './geojson';
import { DECK_METADATA } from './metadata';
import { deckMultiControlPanel, transformDeckMultiProps } from './multi';
import { deckPathControlPanel, transformDeckPathProps } from './path';
import { deckPolygonControlPanel, transformDeckPolygonProps } from './polygon';
import { deckScatterControlPanel, reviveScatterModel, transformDeckScatterProps } from './scatter';
import { reviveMapModel } from './crossFilter';
import { deckScreengridControlPanel, transformDeckScreengridProps } from './screengrid';
import { deckHeatmapControlPanel, transformDeckHeatmapProps } from './heatmap';
import { deckContourControlPanel, transformDeckContourProps } from './contourChart';

type MapPlugin = ChartPlugin<MapChartModel, ComponentType<{ model: MapChartModel; width: number; height: number }>>;

/**
 * The maps' transformProps are worker-safe (src/charts/workerTransforms.ts lists them for the data worker): the page
 * only gives a model back its cross-filter readers.
 */
const IN_WORKER: MapPlugin['transformInWorker'] = { revive: (model, results) => reviveMapModel(model, results) };

/** Every deck.gl plugin by viz_type. */
export const DECK_PLUGINS = {
  deck_scatter: {
    metadata: DECK_METADATA.deck_scatter!,
    controlPanel: deckScatterControlPanel,
    buildQuery: buildDeckScatterQuery,
    transformProps: transformDeckScatterProps,
    render: MapChartView,
    transformInWorker: { revive: reviveScatterModel },
  },
  deck_grid: {
    metadata: DECK_METADATA.deck_grid!,
    controlPanel: deckGridControlPanel,
    buildQuery: buildDeckSpatialQuery,
    transformProps: transformDeckGridProps,
    render: MapChartView,
    transformInWorker: IN_WORKER,
  },
  deck_hex: {
    metadata: DECK_METADATA.deck_hex!,
    controlPanel: deckHexControlPanel,
    buildQuery: buildDeckSpatialQuery,
    transformProps: transformDeckHexProps,
    render: MapChartView,
    transformInWorker: IN_WORKER,
  },
  deck_arc: {
    metadata: DECK_METADATA.deck_arc!,
    controlPanel: deckArcControlPanel,
    buildQuery: buildDeckArcQuery,
    transformProps: transformDeckArcProps,
    render: MapChartView,
    transformInWorker: IN_WORKER,
  },
  deck_polygon: {
    metadata: DECK_METADATA.deck_polygon!,
    controlPanel: deckPolygonControlPanel,
    buildQuery: buildDeckPolygonQuery,
    transformProps: transformDeckPolygonProps,
    render: MapChartView,
    transformInWorker: IN_WORKER,
  },
  deck_geojson: {
    metadata: DECK_METADATA.deck_geojson!,
    controlPanel: deckGeojsonControlPanel,
    buildQuery: buildDeckGeojsonQuery,
    transformProps: transformDeckGeojsonProps,
    render: MapChartView,
    transformInWorker: IN_WORKER,
  },
  deck_path: {
    metadata: DECK_METADATA.deck_path!,
    controlPanel: deckPathControlPanel,
    buildQuery: buildDeckPathQuery,
    transformProps: transformDeckPathProps,
    render: MapChartView,
    transformInWorker: IN_WORKER,
  },
  deck_multi: {
    metadata: DECK_METADATA.deck_multi!,
    controlPanel: deckMultiControlPanel,
    buildQuery: buildDeckMultiQuery,
    transformProps: transformMultiLayers,
    render: MapChartView,
  },
  deck_screengrid: {
    metadata: DECK_METADATA.deck_screengrid!,
    controlPanel: deckScreengridControlPanel,
    buildQuery: buildDeckSpatialQuery,
    transformProps: transformDeckScreengridProps,
    render: MapChartView,
    transformInWorker: IN_WORKER,
  },
  deck_heatmap: {
    metadata: DECK_METADATA.deck_heatmap!,
    controlPanel: deckHeatmapControlPanel,
    buildQuery: buildDeckSpatialQuery,
    transformProps: transformDeckHeatmapProps,
    render: MapChartView,
    transformInWorker: IN_WORKER,
  },
  deck_contour: {
    metadata: DECK_METADATA.deck_contour!,
    controlPanel: deckContourControlPanel,
    buildQuery: buildDeckSpatialQuery,
    transformProps: transformDeckContourProps,
    render: MapChartView,
    transformInWorker: IN_WORKER,
  },
} satisfies Record<string, MapPlugin>;

/** deck_multi's layers drawn by the deck.gl plugins above (read when called, so the table can name itself). */
function transformMultiLayers(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): MapChartModel {
  return transformDeckMultiProps(results, formData, context, DECK_PLUGINS);
}

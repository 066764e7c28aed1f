/** The deck.gl geo charts, each under its Superset viz_type key, drawn as map views of the one canvas. */
import { buildDeckArcQuery, buildDeckScatterQuery, buildDeckSpatialQuery } from '../../../core/chart-plugin';
import type { ChartPlugin } from '../../../core/chart-plugin';
import type { MapChartModel } from '../../model';
import { MapChartView } from '../../views/MapChartView';
import type { ComponentType } from 'react';
import { deckGridControlPanel, deckHexControlPanel, transformDeckGridProps, transformDeckHexProps } from './bins';
import { deckArcControlPanel, transformDeckArcProps } from './arc';
import { DECK_METADATA } from './metadata';
import { deckScatterControlPanel, transformDeckScatterProps } from './scatter';
import { deckScreengridControlPanel, transformDeckScreengridProps } from './screengrid';
import { deckHeatmapControlPanel, transformDeckHeatmapProps } from './heatmap';
import { deckContourControlPanel, transformDeckContourProps } from './contourChart';

type MapPlugin = ChartPlugin<MapChartModel, ComponentType<{ model: MapChartModel; width: number; height: number }>>;

/** Every deck.gl plugin by viz_type. */
export const DECK_PLUGINS = {
  deck_scatter: {
    metadata: DECK_METADATA.deck_scatter!,
    controlPanel: deckScatterControlPanel,
    buildQuery: buildDeckScatterQuery,
    transformProps: transformDeckScatterProps,
    render: MapChartView,
  },
  deck_grid: {
    metadata: DECK_METADATA.deck_grid!,
    controlPanel: deckGridControlPanel,
    buildQuery: buildDeckSpatialQuery,
    transformProps: transformDeckGridProps,
    render: MapChartView,
  },
  deck_hex: {
    metadata: DECK_METADATA.deck_hex!,
    controlPanel: deckHexControlPanel,
    buildQuery: buildDeckSpatialQuery,
    transformProps: transformDeckHexProps,
    render: MapChartView,
  },
  deck_arc: {
    metadata: DECK_METADATA.deck_arc!,
    controlPanel: deckArcControlPanel,
    buildQuery: buildDeckArcQuery,
    transformProps: transformDeckArcProps,
    render: MapChartView,
  },
  deck_screengrid: {
    metadata: DECK_METADATA.deck_screengrid!,
    controlPanel: deckScreengridControlPanel,
    buildQuery: buildDeckSpatialQuery,
    transformProps: transformDeckScreengridProps,
    render: MapChartView,
  },
  deck_heatmap: {
    metadata: DECK_METADATA.deck_heatmap!,
    controlPanel: deckHeatmapControlPanel,
    buildQuery: buildDeckSpatialQuery,
    transformProps: transformDeckHeatmapProps,
    render: MapChartView,
  },
  deck_contour: {
    metadata: DECK_METADATA.deck_contour!,
    controlPanel: deckContourControlPanel,
    buildQuery: buildDeckSpatialQuery,
    transformProps: transformDeckContourProps,
    render: MapChartView,
  },
} satisfies Record<string, MapPlugin>;

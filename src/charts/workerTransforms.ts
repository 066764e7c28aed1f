/**
 * The chart plugins' worker-safe face: the transformProps a plugin declares worker-safe (`transformInWorker`), by
 * viz_type, for the data worker to make render models where the results are. The worker imports this file alone, so it
 * and what it imports stay pure: no React, no renderer, no DOM (tests/charts/workerTransforms.test.ts walks them).
 */
import type { WorkerTransforms } from '../core/chart-plugin';
import { transformDeckArcProps } from './plugins/deck/arc';
import { transformDeckGridProps, transformDeckHexProps } from './plugins/deck/bins';
import { transformDeckContourProps } from './plugins/deck/contourChart';
import { transformDeckGeojsonProps } from './plugins/deck/geojson';
import { transformDeckHeatmapProps } from './plugins/deck/heatmap';
import { transformDeckPathProps } from './plugins/deck/path';
import { transformDeckPolygonProps } from './plugins/deck/polygon';
import { transformDeckScatterProps } from './plugins/deck/scatter';
import { transformDeckScreengridProps } from './plugins/deck/screengrid';
import { transformTimeseriesInWorker } from './plugins/timeseries/transformProps';
import { transformBigNumberProps, transformBigNumberTotalProps } from './plugins/bigNumber/transformProps';
import { transformPieProps } from './plugins/pie/transformProps';

/** Every worker-safe transformProps by viz_type. */
export const WORKER_TRANSFORMS: WorkerTransforms = {
  deck_scatter: transformDeckScatterProps,
  deck_grid: transformDeckGridProps,
  deck_hex: transformDeckHexProps,
  deck_arc: transformDeckArcProps,
  deck_path: transformDeckPathProps,
  deck_polygon: transformDeckPolygonProps,
  deck_geojson: transformDeckGeojsonProps,
  deck_screengrid: transformDeckScreengridProps,
  deck_heatmap: transformDeckHeatmapProps,
  deck_contour: transformDeckContourProps,
  echarts_timeseries_line: transformTimeseriesInWorker,
  echarts_timeseries_bar: transformTimeseriesInWorker,
  echarts_area: transformTimeseriesInWorker,
  echarts_timeseries_scatter: transformTimeseriesInWorker,
  echarts_timeseries_smooth: transformTimeseriesInWorker,
  echarts_timeseries_step: transformTimeseriesInWorker,
  pie: transformPieProps,
  big_number: transformBigNumberProps,
  big_number_total: transformBigNumberTotalProps,
};

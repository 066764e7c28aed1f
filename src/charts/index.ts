/** Chart plugins, their registry and the one-canvas renderer. */
export { BUILT_IN_PLUGINS, createChartRegistry } from './plugins';
export type { BuiltInChartPlugin, ChartRender } from './plugins';
export {
  buildBigNumberTotalQuery,
  buildBigNumberTrendlineQuery,
  buildPieQuery,
  buildTableQuery,
  buildTimeseriesQuery,
  getQueryMode,
} from '../core/chart-plugin';
export type { TableOwnState } from '../core/chart-plugin';
export { transformTimeseriesProps } from './plugins/timeseries/transformProps';
export { transformBigNumberProps, transformBigNumberTotalProps } from './plugins/bigNumber/transformProps';
export { transformPieProps, pieLabel } from './plugins/pie/transformProps';
export { transformTableProps } from './plugins/table/transformProps';
export { cellBar, formatCell, resolveColumns } from './plugins/table/columns';
export type { ColumnConfig } from './plugins/table/columns';
export {
  COMPARATORS,
  FORMATTING_COLORS,
  MULTIPLE_VALUE_COMPARATORS,
  formatterLabel,
  getColorFormatters,
  getColorFunction,
  getOpacity,
  validateRule,
} from './plugins/table/conditionalFormatting';
export { rowCountText, rowsAsText } from './plugins/table/toolbar';
export * from './controls';
export {
  COL_TYPE_CHOICES,
  COMPARISON_CHOICES,
  columnFields,
  newColumnKey,
  normalizeColumn,
} from './plugins/timeTable/columns';
export type { TimeSeriesColumnConfig, TimeTableColType, TimeTableComparison } from './plugins/timeTable/columns';
export type * from './model';
export { KEPT_BATCH_BYTES, MIN_REDRAW_INTERVAL_MS, createChartCanvas } from './renderer/chartCanvas';
export { CANVAS_LAYER_STYLE, browserEnvironment, provideEarlyDeckCanvas } from './renderer/browserCanvas';
export type { CanvasPick, ChartCanvas, ChartCanvasHandle } from './renderer/chartCanvas';
export type { CanvasEnvironment, DeckLike, TileSurface } from './renderer/canvasTypes';
export {
  bandViewState,
  inBand,
  tileRange,
  nearestIndex,
  snap,
  snapRect,
  toPlotSpace,
  unitViewState,
  visibleSpan,
} from './renderer/viewRects';
export type { RectLike, Span, ViewRect } from './renderer/viewRects';
export { BATCH_TILE_PX, batchMarks, sameMarkLayers, trianglesOf } from './renderer/batches';
export type { Batch, BatchPart, PlacedChart } from './renderer/batches';
export { ChartCanvasContext, useChartCanvas } from './views/canvasContext';
export { TableQueryContext, useTableQuery } from './views/tableQuery';
export type { TableQuery, TableQueryRequest } from './views/tableQuery';
export { defaultRegistry } from './registry';
export { mapClickEvent, pageCrossFilters } from './crossFilters';
export { configureMapTiles } from './plugins/deck/tiles';

/** Dashboard layout: position_json types, parsing and the read-only grid computation. */
export * from './types';
export { chartIdsOf, emptyLayout, layoutFromChartIds, parsePositionJson, withUnplacedCharts } from './parse';
export {
  DIVIDER_HEIGHT,
  HEADER_HEIGHTS,
  TAB_BAR_HEIGHT,
  columnSpanWidth,
  componentsInBand,
  computeGridLayout,
} from './grid';
export type { GridOptions } from './grid';
export { DROP_INDICATOR_SIZE, acceptsChild, dropAtPoint, dropSpotsFor, indicatorFor, topContainerId } from './drop';
export type { DraggedComponent, DropPlace, DropPosition } from './drop';

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
export { LAYOUT_TEXT_LIMITS, layoutTextLimit, layoutTextProblem } from './textLimits';

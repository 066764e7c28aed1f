/** Dashboard layout: position_json types, parsing, the read-only grid computation, and editing with undo. */
export * from './types';
export { chartIdsOf, emptyLayout, layoutFromChartIds, parsePositionJson, withUnplacedCharts } from './parse';
export {
  DIVIDER_HEIGHT,
  EMPTY_CONTAINER_HEIGHT,
  HEADER_HEIGHTS,
  TAB_BAR_HEIGHT,
  columnSpanWidth,
  componentsInBand,
  computeGridLayout,
} from './grid';
export type { GridOptions } from './grid';
export type { ParseOptions } from './parse';
export { DROP_INDICATOR_SIZE, dropAtPoint, dropFinder, dropSpotsFor, indicatorFor, topContainerId } from './drop';
export type { DraggedComponent, DropPlace, DropPosition } from './drop';
export {
  MARKDOWN_DEFAULT_TEXT,
  NEW_HEADER_TEXT,
  TAB_DEFAULT_TITLE,
  applyLayoutAction,
  serializePositionJson,
} from './edit';
export type { DropSpot, LayoutAction, LayoutResult, NewComponentType } from './edit';
export {
  LAYOUT_MESSAGES,
  availableWidth,
  canHold,
  depthOf,
  freeWidthOfRow,
  isTopLevelTabs,
  isValidChild,
  minimumWidth,
  parentIdOf,
  widthOf,
} from './rules';
export { newComponentId } from './tree';
export { dropRefusal, placeDrop } from './placement';
export type { DropSource, Placement } from './placement';
export { UNDO_HISTORY_LIMIT, emptyHistory, recordEdit, redoStep, undoLimitMessage, undoStep } from './history';
export type { UndoHistory } from './history';
export { LAYOUT_TEXT_LIMITS, layoutTextLimit, layoutTextProblem } from './textLimits';

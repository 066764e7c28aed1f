/** The shared UI kit: popovers, selects, the one modal dialog and its confirms, tabs, menus, tooltips, editable titles, avatars, drag and drop. */
export {
  popoverAlignment,
  popoverPlacement,
  clampPopoverSize,
  POPOVER_MIN_SIZE,
  type PopoverAlignment,
  type PopoverSide,
  type PopoverSize,
} from './placement';
export { splitPastedValues } from './paste';
export { avatarGroup, initials, MAX_AVATARS, type Owner } from './owners';
export { menuHeight, VIRTUALIZE_ABOVE, MENU_MIN_HEIGHT, MENU_MAX_HEIGHT, OPTION_HEIGHT } from './menuHeight';
export {
  createDebouncedLoader,
  OPTION_SEARCH_DEBOUNCE_MS,
  type DebouncedLoader,
  type DebouncedLoaderOptions,
  type DebounceTimers,
} from './loader';
export { useDebouncedLoader } from './useDebouncedLoader';
export {
  acceptsDrag,
  decodeDropItems,
  dragMimeType,
  encodeDragItem,
  registerDragKind,
  type DragKind,
  type DragPayload,
  type DragPayloadMap,
  type SavedMetricRef,
} from './dragPayload';
export { Select, type SelectProps, type SingleSelectProps, type MultiSelectProps } from './Select';
export {
  addValues,
  filterOptions,
  toggleValue,
  valuesFromItems,
  withFreeFormOption,
  type SelectOption,
  type SelectValue,
} from './selectModel';
export { ModalDialog, TypeToConfirm, cancelAction, type DialogAction, type ModalDialogProps } from './ModalDialog';
export {
  ConfirmDialog,
  DeleteDialog,
  DELETE_WORD,
  ErrorDialog,
  WarningDialog,
  checkRemoval,
  useRemoveGuard,
  type RemoveGuard,
} from './Dialogs';
export { Tip, TOOLTIP_DELAY_MS } from './Tip';
export { TabSet, type TabSpec } from './TabSet';
export { ActionMenu, type MenuAction } from './ActionMenu';
export { EditableTitle } from './EditableTitle';
export { OwnerAvatars } from './OwnerAvatars';
export { PopoverTrigger, ResizablePopover, useAnchoredPopover, RESIZE_STEP_PX } from './Popover';
export {
  DragSource,
  DropTarget,
  GroupDragSource,
  useDragSourceGroup,
  type DragSourceGroup,
  type GroupedSource,
  type GroupedSourceProps,
} from './DragAndDrop';
export { SplitPanes, moveBoundary, PANE_STEP_PX, type PaneSpec } from './SplitPanes';
export { lineClampStyle, linesThatFit } from './lineClamp';
export { useElementWidth } from './elementWidth';
export { PopoverFooter } from './PopoverFooter';
export { useRowVirtualizer, type RowVirtualizerOptions } from './rowVirtualizer';

/** The dashboard components' own views and editors: header, divider, markdown, tab strip, row and column backgrounds. */
import './components.css';

export { ComponentView } from './ComponentView';
export { ContainerBackgrounds, rowsAndColumns } from './ContainerBackgrounds';
export { DividerComponent, HEADER_FONT_SIZES, HeaderComponent } from './Header';
export { MarkdownComponent, MarkdownView } from './Markdown';
export { DELETE_TAB_TEXT, DELETE_TAB_TITLE, TabStrip, type TabStripProps } from './TabStrip';
export { TAB_DRAG_KINDS, tabDropIndex, type TabDragPayload } from './tabDrag';
export { BACKGROUND_TRANSPARENT, BACKGROUND_WHITE, backgroundColor } from './background';
export { editComponentMeta } from './editMeta';
export { LazyActionMenu, LazyMenu } from './LazyActionMenu';

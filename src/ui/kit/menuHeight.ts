/** Sizes of a select's menu (D16.10 / X19.10). */

/** Lists longer than this are virtualised: only the rows in view (plus a few) are in the DOM. */
export const VIRTUALIZE_ABOVE = 100;
/** The menu's height bounds in px. */
export const MENU_MIN_HEIGHT = 100;
export const MENU_MAX_HEIGHT = 220;
/** The height of one option row in px. */
export const OPTION_HEIGHT = 32;

/** The menu's height for a number of rows: the rows' height, kept within 100–220 px. */
export function menuHeight(rows: number, rowHeight: number = OPTION_HEIGHT): number {
  return Math.min(MENU_MAX_HEIGHT, Math.max(MENU_MIN_HEIGHT, rows * rowHeight));
}

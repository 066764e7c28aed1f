/** The thumbnail grid's geometry and keyboard moves, pure so the grid component only draws and listens. */

/** A tile's size in the grid: at least 132 px wide, 142 px tall (a 120 × 90 thumbnail and two lines of name). */
export const TILE_MIN_WIDTH = 132;
export const TILE_HEIGHT = 142;
/** Space between tiles, across and down. */
export const TILE_GAP = 8;

/** How many tiles of at least TILE_MIN_WIDTH fit a row of `width` px, never fewer than one. */
export function columnsForWidth(width: number): number {
  return Math.max(1, Math.floor((width + TILE_GAP) / (TILE_MIN_WIDTH + TILE_GAP)));
}

/**
 * The tile a key moves to from tile `index` of `count` in rows of `columns` (X11.06): arrows by one across and by a row
 * up and down, Home and End to the ends; moves stop at the edges and a move down into a short last row lands on its last
 * tile. Null for a key that moves nothing or an empty grid.
 */
export function tileAfterKey(key: string, index: number, count: number, columns: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return Math.min(last, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return index + columns <= last
        ? index + columns
        : Math.floor(index / columns) < Math.floor(last / columns)
          ? last
          : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

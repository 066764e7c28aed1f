/** The one visibility mechanism: how near each chart of a dashboard's grid is to the screen, from the scroll position. */
import type { Visibility } from '../../core/dataplane';
import type { PlacedComponent } from '../../core/layout';

const overlaps = (c: PlacedComponent, top: number, bottom: number): boolean =>
  c.rect.y < bottom && c.rect.y + c.rect.height > top;

/**
 * Each chart's visibility, by component id: on the screen (grid pixels [top, top + viewportHeight]) is visible,
 * within one screen above or below is near, further is far.
 */
export function chartVisibility(
  charts: readonly PlacedComponent[],
  top: number,
  viewportHeight: number,
): Map<string, Visibility> {
  const seen = new Map<string, Visibility>();
  for (const c of charts) {
    seen.set(
      c.id,
      overlaps(c, top, top + viewportHeight)
        ? 'visible'
        : overlaps(c, top - viewportHeight, top + 2 * viewportHeight)
          ? 'near'
          : 'far',
    );
  }
  return seen;
}

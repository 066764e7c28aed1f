/** The one visibility mechanism: how near each chart of a dashboard's grid is to the screen, from the scroll position. */
import type { Visibility } from '../../core/dataplane';
import type { PlacedComponent } from '../../core/layout';

const overlaps = (c: PlacedComponent, top: number, bottom: number): boolean =>
  c.rect.y < bottom && c.rect.y + c.rect.height > top;

/**
 * Grid pixels from a screen above to a screen below the one at `top` (and `ahead` screens further down): where charts
 * are visible or near.
 */
const nearRange = (top: number, viewportHeight: number, ahead: number): [number, number] => [
  top - viewportHeight,
  top + (2 + ahead) * viewportHeight,
];

/**
 * Each chart's visibility, by component id: on the screen (grid pixels [top, top + viewportHeight]) is visible,
 * within one screen above or below is near (below, `ahead` screens more: a page idle reads on ahead of its reader),
 * further is far.
 */
export function chartVisibility(
  charts: readonly PlacedComponent[],
  top: number,
  viewportHeight: number,
  ahead = 0,
): Map<string, Visibility> {
  const seen = new Map<string, Visibility>();
  for (const c of charts) {
    seen.set(
      c.id,
      overlaps(c, top, top + viewportHeight)
        ? 'visible'
        : overlaps(c, ...nearRange(top, viewportHeight, ahead))
          ? 'near'
          : 'far',
    );
  }
  return seen;
}

/** A horizontal band of the grid: the components whose top lies in it, and the grid pixels they cover. */
export interface GridBand {
  key: string;
  top: number;
  bottom: number;
  components: PlacedComponent[];
}

/** How high a band is: a few screens' worth of cells per band, a few dozen bands on a thousand-chart dashboard. */
export const BAND_PX = 2000;

/**
 * The components cut into bands of `bandPx` by where their top lies (empty bands left out); a band starts at its
 * slot (or higher, to hold a component that kept it) and reaches down to its lowest component's bottom. With the
 * `previous` bands, a component keeps the band it was in, wherever it now lies: its cell stays in the same element
 * (moving it to another band's element would remount it), and the band stretches to hold it.
 */
export function gridBands(
  components: readonly PlacedComponent[],
  bandPx = BAND_PX,
  previous: readonly GridBand[] = [],
): GridBand[] {
  const kept = new Map<string, number>();
  for (const band of previous) {
    const index = Number(band.key.slice('band-'.length));
    for (const c of band.components) kept.set(c.id, index);
  }
  const bands = new Map<number, GridBand>();
  for (const c of components) {
    const index = kept.get(c.id) ?? Math.max(0, Math.floor(c.rect.y / bandPx));
    let band = bands.get(index);
    if (!band) {
      band = { key: `band-${index}`, top: index * bandPx, bottom: index * bandPx, components: [] };
      bands.set(index, band);
    }
    band.components.push(c);
    band.top = Math.min(band.top, c.rect.y);
    band.bottom = Math.max(band.bottom, c.rect.y + c.rect.height);
  }
  return [...bands.entries()].sort(([a], [b]) => a - b).map(([, band]) => band);
}

/** Whether each band reaches within a screen of the screen at `top` (so every chart near or visible is shown). */
export function bandsShown(bands: readonly GridBand[], top: number, viewportHeight: number): boolean[] {
  const [from, to] = nearRange(top, viewportHeight, 0);
  return bands.map((band) => band.top < to && band.bottom > from);
}

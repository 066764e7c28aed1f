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
 * A component's visibility: on the screen (grid pixels [top, top + viewportHeight]) is visible, within one screen above
 * or below is near (below, `ahead` screens more: a page idle reads on ahead of its reader), further is far.
 */
const visibilityOf = (c: PlacedComponent, top: number, viewportHeight: number, ahead: number): Visibility =>
  overlaps(c, top, top + viewportHeight)
    ? 'visible'
    : overlaps(c, ...nearRange(top, viewportHeight, ahead))
      ? 'near'
      : 'far';

/** What a tracker's update found: each component's visibility by id, and which components changed. */
export interface VisibilityUpdate {
  /** Each component's visibility, with the screens read ahead counted as near. */
  seen: ReadonlyMap<string, Visibility>;
  /** The same without the screens read ahead. */
  onScreen: ReadonlyMap<string, Visibility>;
  /** The components whose visibility in either map changed since the last update (every one at the first). */
  changed: PlacedComponent[];
}

/**
 * Each component's visibility (visibilityOf) as the screen moves: the first update, and one after a resize or a change
 * of `ahead`, looks at every component. A visibility changes only when an end of a range (the screen, the near range
 * with and without `ahead`) passes one of the component's edges, so any other update looks only at the components
 * with an edge between an end's last place and its new one: a frame of scrolling looks at a few, not at every cell of
 * a thousand-chart dashboard.
 */
export function visibilityTracker(components: readonly PlacedComponent[]): {
  update(top: number, viewportHeight: number, ahead?: number): VisibilityUpdate;
} {
  // Every top and bottom, sorted, each with its component.
  const edges = components
    .flatMap((c, i) => [
      [c.rect.y, i],
      [c.rect.y + c.rect.height, i],
    ])
    .sort((a, b) => (a[0] as number) - (b[0] as number));
  const at = Float64Array.from(edges, (e) => e[0] as number);
  /** The first edge at or past `y`. */
  const firstFrom = (y: number): number => {
    let lo = 0;
    let hi = at.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((at[mid] as number) < y) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const seen = new Map<string, Visibility>();
  const onScreen = new Map<string, Visibility>();
  let last: { ends: number[]; viewportHeight: number; ahead: number } | null = null;
  return {
    update(top, viewportHeight, ahead = 0) {
      const ends = [
        top,
        top + viewportHeight,
        ...nearRange(top, viewportHeight, 0),
        nearRange(top, viewportHeight, ahead)[1],
      ];
      let candidates: Iterable<number>;
      if (!last || last.viewportHeight !== viewportHeight || last.ahead !== ahead) {
        candidates = components.keys();
      } else {
        const passed = new Set<number>();
        ends.forEach((end, k) => {
          const from = Math.min(end, last?.ends[k] ?? end);
          const to = Math.max(end, last?.ends[k] ?? end);
          for (let e = firstFrom(from); e < at.length && (at[e] as number) <= to; e += 1)
            passed.add(edges[e]?.[1] as number);
        });
        candidates = passed;
      }
      last = { ends, viewportHeight, ahead };
      const changed: PlacedComponent[] = [];
      for (const i of candidates) {
        const c = components[i] as PlacedComponent;
        const near = visibilityOf(c, top, viewportHeight, ahead);
        const shown = visibilityOf(c, top, viewportHeight, 0);
        if (seen.get(c.id) === near && onScreen.get(c.id) === shown) continue;
        seen.set(c.id, near);
        onScreen.set(c.id, shown);
        changed.push(c);
      }
      return { seen, onScreen, changed };
    },
  };
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

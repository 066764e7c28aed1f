/**
 * The cells of a dashboard's grid, band by band: each component at its place (a chart's cell on the page's canvas, a
 * header, divider or markdown), with its edit chrome in edit mode once it has come near the screen.
 */
import { memo, startTransition, useCallback } from 'react';
import { idleQueue } from '../../core/schedule';
import type { ChartPlugin, ChartRegistry } from '../../core/chart-plugin';
import type { PlacedComponent } from '../../core/layout';
import type { GridBand } from '../../state/charts';
import { ChartCell } from './ChartCell';
import type { ChartDataSource } from './dataSource';
import { useChartFrame } from './dashboard/chart';
import { ComponentChrome } from './dashboard/edit/ComponentChrome';
import { ComponentView, editComponentMeta } from './dashboard/components';
import { useIdleMount } from './idleMount';

// A cell re-renders only when its own props change, not when charts elsewhere come near.
const Cell = memo(ChartCell);

/** What every cell of the grid is drawn with, the same for all of them. */
export interface CellContext {
  dataSource: ChartDataSource;
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
  labelColors: Record<string, string>;
  colorNamespace?: string;
  colorScheme?: string;
  gridWidth: number;
  /** A report's standalone view: charts show no menu. */
  report: boolean;
}

interface PlacedProps extends Omit<CellContext, 'report'> {
  component: PlacedComponent;
  /** The top of the band it lies in: its place is relative to it. */
  bandTop: number;
  active: boolean;
  /** In edit mode: the component's edit chrome (move, delete, resize) over it. */
  editing: boolean;
  /** Charts show their menu (D3.17): not while edited, not in a report's standalone view. */
  menus: boolean;
}

/** Whether a placed component is drawn the same: its place and meta, not the object the grid made this time. */
function samePlaced(a: PlacedProps, b: PlacedProps): boolean {
  const r = a.component.rect;
  const q = b.component.rect;
  return (
    a.component.id === b.component.id &&
    a.component.meta === b.component.meta &&
    r.x === q.x &&
    r.y === q.y &&
    r.width === q.width &&
    r.height === q.height &&
    a.bandTop === b.bandTop &&
    a.active === b.active &&
    a.editing === b.editing &&
    a.menus === b.menus &&
    a.gridWidth === b.gridWidth &&
    a.dataSource === b.dataSource &&
    a.registry === b.registry &&
    a.labelColors === b.labelColors &&
    a.colorNamespace === b.colorNamespace &&
    a.colorScheme === b.colorScheme
  );
}

/** One component of the grid at its place; when charts come near, only theirs re-render (a thousand-chart page has
 * a thousand of these). */
const Placed = memo(function Placed({
  component: c,
  bandTop,
  active,
  dataSource,
  registry,
  labelColors,
  colorNamespace,
  colorScheme,
  editing,
  gridWidth,
  menus,
}: PlacedProps) {
  const chrome = editing ? <ComponentChrome id={c.id} type={c.type} meta={c.meta} gridWidth={gridWidth} /> : null;
  const editTitle = useCallback(
    (sliceNameOverride: string) => void editComponentMeta(c.id, { sliceNameOverride }),
    [c.id],
  );
  const style = {
    position: 'absolute' as const,
    left: c.rect.x,
    top: c.rect.y - bandTop,
    width: c.rect.width,
    height: c.rect.height,
    pointerEvents: 'auto' as const,
  };
  const chartId = typeof c.meta.chartId === 'number' ? c.meta.chartId : undefined;
  const frame = useChartFrame(chartId, { style, width: c.rect.width, height: c.rect.height });
  if (c.type === 'CHART' && chartId !== undefined) {
    return (
      <div style={frame.style} className={editing ? 'dash-edit-frame' : frame.className} data-component-id={c.id}>
        <Cell
          chartId={chartId}
          width={frame.width}
          height={frame.height}
          showMenu={menus}
          active={active}
          dataSource={dataSource}
          registry={registry}
          labelColors={labelColors}
          {...(c.meta.sliceNameOverride ? { titleOverride: c.meta.sliceNameOverride } : {})}
          {...(editing ? { onTitleOverrideChange: editTitle } : {})}
          {...(colorNamespace ? { colorNamespace } : {})}
          {...(colorScheme ? { colorScheme } : {})}
          filtered
        />
        {chrome}
      </div>
    );
  }
  if (c.type === 'HEADER' || c.type === 'DIVIDER' || c.type === 'MARKDOWN') {
    return (
      <div style={style} className={editing ? 'dash-edit-frame' : undefined} data-component-id={c.id}>
        <ComponentView component={c} editMode={editing} near={active} />
        {chrome}
      </div>
    );
  }
  return null;
}, samePlaced);

/**
 * A band of the grid: the browser lays out, paints and hit-tests its cells only while it is shown (near the screen);
 * the page flips `content-visibility` on its element as the user scrolls, without re-rendering its cells. A
 * thousand positioned cells each laid out, painted and hit-tested on every scroll frame made long tasks; the browser's
 * own `content-visibility: auto` on each cell checked a thousand elements' intersections every frame instead.
 */
function bandStyle(band: GridBand, shown: boolean) {
  return {
    position: 'absolute' as const,
    left: 0,
    right: 0,
    top: band.top,
    height: band.bottom - band.top,
    contentVisibility: shown ? ('visible' as const) : ('hidden' as const),
    // A band reaches down to its lowest cell, over the top of the next band's cells: only its cells take the pointer.
    pointerEvents: 'none' as const,
  };
}

export const NOTHING_NEAR: ReadonlySet<string> = new Set();

/** How many far bands' cells are mounted in one idle period (a band holds some twenty cells). */
const FAR_BANDS_PER_IDLE_PERIOD = 6;

/**
 * The bands far from the screen whose cells wait to be mounted, in the page's idle time after the first screen's work:
 * a thousand cells mounted with the first screen held the thousand-chart dashboard's first render some 250 ms.
 */
const farBands = idleQueue(FAR_BANDS_PER_IDLE_PERIOD, startTransition);

/**
 * A band of the grid and its cells; `near` and `editMode` only matter (and only change) once a cell comes near. Its
 * cells are mounted with the page when `mountNow` (on the first screen, near it, or the address's target), else in
 * idle time (an empty band of its height stands in until then).
 */
export const Band = memo(function Band(props: {
  band: GridBand;
  shownAtFirst: boolean;
  mountNow: boolean;
  onElement: (key: string, element: HTMLElement | null) => void;
  near: ReadonlySet<string>;
  editMode: boolean;
  cell: CellContext;
}) {
  const { band, near, editMode, cell, onElement } = props;
  const { report, ...drawn } = cell;
  const ref = useCallback((element: HTMLElement | null) => onElement(band.key, element), [band.key, onElement]);
  const mounted = useIdleMount(farBands, props.mountNow || props.shownAtFirst || near.size > 0);
  return (
    <div data-band={band.key} ref={ref} style={bandStyle(band, props.shownAtFirst)}>
      {mounted &&
        band.components.map((c) => (
          <Placed
            key={c.id}
            component={c}
            bandTop={band.top}
            active={near.has(c.id)}
            {...drawn}
            editing={editMode && near.has(c.id)}
            // Only a cell being edited hides its menu: the cells far from the screen (never loaded, never drawn) are
            // left as they are, so entering edit mode re-renders the near ones alone.
            menus={!(editMode && near.has(c.id)) && !report}
          />
        ))}
    </div>
  );
});

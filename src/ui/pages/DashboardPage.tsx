/**
 * A saved dashboard: its layout (from the dashboard store) laid out on the grid, charts drawn on the page's one
 * canvas; in edit mode, the edit toolbar, the builder pane, drop zones and each component's edit chrome. A layout
 * change re-lays out the grid and moves cells in place: a chart's cell is never remounted nor its data refetched.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ChartPlugin, ChartRegistry } from '../../core/chart-plugin';
import { dashboardColorNamespace } from '../../core/color';
import type { Visibility } from '../../core/dataplane';
import { chartIdsOf, computeGridLayout, parsePositionJson, withUnplacedCharts } from '../../core/layout';
import type { DashboardLayout, PlacedComponent } from '../../core/layout';
import { sessionStore } from '../../state/app';
import { dashboardStore, loadDashboard, setActiveTab, setEditMode } from '../../state/dashboard';
import { ChartCanvasContext, TableQueryContext, createChartCanvas, defaultRegistry } from '../../charts';
import { pageTableQuery } from './results';
import { ChartCell } from './ChartCell';
import { dashboardColors } from './dataSource';
import type { ChartDataSource, DashboardRecord } from './dataSource';
import { BAND_PX, bandsShown, chartVisibility, gridBands } from '../../state/charts';
import type { GridBand } from '../../state/charts';
import { DashboardHeader } from './dashboard/header';
import { FilterBar } from './dashboard/filters';
import { filterBarShown, filterMetadata, openDashboardFilters, resetFilterChoices } from '../../state/filters';
import { useChartFrame, useDeepLink, useStandalone } from './dashboard/chart';
import { BuilderPane } from './dashboard/edit/BuilderPane';
import { ComponentChrome } from './dashboard/edit/ComponentChrome';
import { ContainerFrames } from './dashboard/edit/ContainerFrames';
import { DropLayer } from './dashboard/edit/DropLayer';
import { EditToolbar } from './dashboard/edit/EditToolbar';
import { canEditDashboard, mayEnterEditMode } from './dashboard/edit/editRules';
import {
  ComponentView,
  ContainerBackgrounds,
  TabStrip,
  editComponentMeta,
  rowsAndColumns,
} from './dashboard/components';

export interface DashboardPageProps {
  idOrSlug: string | number;
  dataSource: ChartDataSource;
  registry?: ChartRegistry<ChartPlugin<unknown, unknown>>;
  /** The page's URL parameters: edit=true opens it in edit mode for a user who may edit (D1.06, D1.07). */
  search?: URLSearchParams;
}

// A cell re-renders only when its own props change, not when charts elsewhere come near.
const Cell = memo(ChartCell);

/** The component types a grid cell draws (see Placed); the rest are containers. */
const DRAWN = new Set(['CHART', 'HEADER', 'DIVIDER', 'MARKDOWN']);

interface PlacedProps {
  component: PlacedComponent;
  /** The top of the band it lies in: its place is relative to it. */
  bandTop: number;
  active: boolean;
  dataSource: ChartDataSource;
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
  labelColors: Record<string, string>;
  colorNamespace?: string;
  colorScheme?: string;
  /** In edit mode: the component's edit chrome (move, delete, resize) over it. */
  editing: boolean;
  gridWidth: number;
  /** Charts show their menu (D3.17): in view mode, not in a report's standalone view. */
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
        <ComponentView component={c} editMode={editing} />
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

/** The empty rows, columns and tabs of a layout (edit mode shows them as drop areas). */
function emptyContainers(layout: DashboardLayout): Set<string> {
  return new Set(
    Object.values(layout)
      .filter((c) => (c.type === 'ROW' || c.type === 'COLUMN' || c.type === 'TAB') && c.children.length === 0)
      .map((c) => c.id),
  );
}

/** Bands that remember the last ones made: a component keeps its band (its cell's element) across layout changes. */
function bandKeeper(): (components: PlacedComponent[]) => GridBand[] {
  let previous: GridBand[] = [];
  return (components) => (previous = gridBands(components, BAND_PX, previous));
}

/** Opens the dashboard in the store: its saved layout, whether the user may edit it, edit mode if asked for. */
function openDashboard(record: DashboardRecord, layout: DashboardLayout, search: URLSearchParams | undefined): void {
  const canEdit = canEditDashboard(sessionStore.user, sessionStore.roles, record.owners);
  const editing = dashboardStore.info?.id === record.id && dashboardStore.editMode;
  loadDashboard(record, layout, { canEdit });
  if (editing || (search && mayEnterEditMode(canEdit, search))) setEditMode(true);
}

/** The dashboard view: charts fetch when they come within a screen of the viewport and stay loaded; the data source hears each chart's visibility. */
export function DashboardPage({ idOrSlug, dataSource, registry = defaultRegistry(), search }: DashboardPageProps) {
  const [canvas] = useState(() => createChartCanvas());
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [width, setWidth] = useState(0);
  const [near, setNear] = useState<ReadonlySet<string>>(new Set());
  const container = useRef<HTMLDivElement>(null);
  /** The bands' elements by key, whose content-visibility the scroll updates. */
  const bandElements = useRef(new Map<string, HTMLElement>());
  const [keepBands] = useState(bandKeeper);
  // The address's parameters are read as the dashboard opens, not again when edit mode marks them.
  const searchAtOpen = useRef(search);
  const [openedWith] = useState(search);
  const standalone = useStandalone(openedWith);
  const snap = useSnapshot(dashboardStore);
  // Held by reference in the store: the snapshot hands back the layout object itself.
  const layout = snap.layout as DashboardLayout;
  const { editMode } = snap;
  const dashboard = opened ? snap.info : null;

  useEffect(() => () => canvas.destroy(), [canvas]);

  useEffect(() => {
    let cancelled = false;
    dataSource
      .getDashboard(idOrSlug)
      .then(async (record) => {
        if (cancelled) return;
        const saved = parsePositionJson(record.position_json);
        openDashboard(record, saved, searchAtOpen.current);
        resetFilterChoices();
        openDashboardFilters({ search: searchAtOpen.current ?? null });
        setOpened(true);
        // A chart saved into the dashboard from explore is not in its position_json: it is laid out after the rest.
        const all = withUnplacedCharts(saved, (await dataSource.dashboardChartIds?.()) ?? []);
        if (!cancelled && all !== saved && dashboardStore.layout === saved) {
          openDashboard(record, all, searchAtOpen.current);
        }
      })
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
    };
  }, [dataSource, idOrSlug]);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [opened]);

  const activeTabs = snap.activeTabs as Record<string, string>;
  const grid = useMemo(
    () => (opened && width > 0 ? computeGridLayout(layout, { width, activeTabs }) : null),
    [opened, layout, width, activeTabs],
  );
  const colors = useMemo(() => dashboardColors(dashboard?.json_metadata ?? null), [dashboard?.json_metadata]);
  // Containers (rows, columns, tabs) draw nothing of their own: only what Placed draws is banded. A component keeps
  // its band across layout changes, so its cell is never remounted.
  const bands = useMemo(
    () => (grid ? keepBands(grid.components.filter((c) => DRAWN.has(c.type))) : []),
    [grid, keepBands],
  );
  const containers = useMemo(() => (grid ? rowsAndColumns(grid.components) : []), [grid]);
  const chartIdsInDashboard = useMemo(() => new Set(chartIdsOf(layout)), [layout]);
  const emptyIds = useMemo(() => emptyContainers(layout), [layout]);
  // Drawn first as if the grid were at the top of the screen (as it opens); the first visibility update corrects it.
  const [initiallyShown] = useState(() => (band: GridBand) => bandsShown([band], 0, window.innerHeight)[0] === true);

  useEffect(() => {
    const element = container.current;
    if (!grid || !element) return undefined;
    let frame = 0;
    const told = new Map<number, Visibility>();
    const update = (): void => {
      frame = 0;
      const top = -element.getBoundingClientRect().top;
      const shown = bandsShown(bands, top, window.innerHeight);
      bands.forEach((band, i) => {
        const style = bandElements.current.get(band.key)?.style;
        const next = shown[i] ? 'visible' : 'hidden';
        if (style && style.contentVisibility !== next) style.contentVisibility = next;
      });
      // Every component's nearness: a chart's decides its fetch, any component's its edit chrome in edit mode.
      const seen = chartVisibility(grid.components, top, window.innerHeight);
      for (const c of grid.charts) {
        const visibility = seen.get(c.id) ?? 'far';
        const chartId = c.meta.chartId;
        if (typeof chartId !== 'number' || told.get(chartId) === visibility) continue;
        told.set(chartId, visibility);
        dataSource.chartVisibility?.(chartId, visibility);
      }
      const ids = [...seen].filter(([, v]) => v !== 'far').map(([id]) => id);
      setNear((prev) => (ids.every((id) => prev.has(id)) ? prev : new Set([...prev, ...ids])));
    };
    const onScroll = (): void => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [grid, bands, dataSource]);

  // The canvas lies in the grid and scrolls with it.
  useLayoutEffect(() => {
    if (container.current) canvas.attach(container.current, { startEarly: true });
  }, [canvas]);
  // Cells that moved without resizing are not seen by their ResizeObserver; re-read every rectangle.
  useLayoutEffect(() => canvas.sync(), [canvas, grid]);

  useDeepLink(openedWith, grid !== null);
  if (error) return <div role="alert">{error}</div>;
  const namespace = dashboard ? dashboardColorNamespace(dashboard.id) : undefined;
  // The bar reads the metadata; read here so a change of it (orientation, show_native_filters) re-renders the page.
  void snap.metadata;
  const bar = dashboard && !editMode && !standalone.report && filterBarShown() ? <FilterBar /> : null;
  const vertical = bar !== null && filterMetadata().filterBarOrientation === 'VERTICAL';
  return (
    <ChartCanvasContext.Provider value={canvas}>
      <TableQueryContext.Provider value={pageTableQuery}>
        <div
          className={editMode ? 'dash-page dash-page-editing' : 'dash-page'}
          style={{ position: 'relative', zIndex: 1, padding: 16 }}
        >
          <div className="dash-page-header">
            {standalone.hideTitle ? null : <DashboardHeader title={dashboard?.dashboard_title ?? ''} />}
            {dashboard ? <EditToolbar /> : null}
          </div>
          {editMode ? <BuilderPane chartIdsInDashboard={chartIdsInDashboard} /> : null}
          {vertical ? null : bar}
          <div className={vertical ? 'dash-body' : undefined}>
            {vertical ? bar : null}
            <div ref={container} className="dash-grid" style={{ position: 'relative', height: grid?.height ?? 0 }}>
              {editMode && grid ? <ContainerFrames grid={grid} emptyIds={emptyIds} near={near} /> : null}
              {grid?.tabs.map((tabs) => (
                <TabStrip key={tabs.id} tabs={tabs} editMode={editMode} onSelect={setActiveTab} />
              ))}
              <ContainerBackgrounds containers={containers} editMode={editMode} />
              {bands.map((band) => (
                <div
                  key={band.key}
                  data-band={band.key}
                  ref={(element) => {
                    if (element) bandElements.current.set(band.key, element);
                    else bandElements.current.delete(band.key);
                  }}
                  style={bandStyle(band, initiallyShown(band))}
                >
                  {band.components.map((c) => (
                    <Placed
                      key={c.id}
                      component={c}
                      bandTop={band.top}
                      active={near.has(c.id)}
                      dataSource={dataSource}
                      registry={registry}
                      labelColors={colors.labelColors}
                      {...(namespace ? { colorNamespace: namespace } : {})}
                      {...(colors.colorScheme ? { colorScheme: colors.colorScheme } : {})}
                      editing={editMode && near.has(c.id)}
                      gridWidth={grid?.width ?? 0}
                      menus={!editMode && !standalone.report}
                    />
                  ))}
                </div>
              ))}
              {editMode && grid ? <DropLayer grid={grid} layout={layout} /> : null}
            </div>
          </div>
        </div>
      </TableQueryContext.Provider>
    </ChartCanvasContext.Provider>
  );
}

/**
 * A saved dashboard: its layout (from the dashboard store) laid out on the grid, charts drawn on the page's one
 * canvas; in edit mode, the edit toolbar, the builder pane, drop zones and each component's edit chrome. A layout
 * change re-lays out the grid and moves cells in place: a chart's cell is never remounted nor its data refetched.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ChartPlugin, ChartRegistry } from '../../core/chart-plugin';
import { dashboardColorNamespace } from '../../core/color';
import type { Visibility } from '../../core/dataplane';
import {
  EMPTY_CONTAINER_HEIGHT,
  chartIdsOf,
  computeGridLayout,
  parsePositionJson,
  withUnplacedCharts,
} from '../../core/layout';
import type { DashboardLayout, PlacedComponent } from '../../core/layout';
import { sessionStore } from '../../state/app';
import { dashboardStore, loadDashboard, setActiveTab, setEditMode } from '../../state/dashboard';
import { ChartCanvasContext, TableQueryContext, defaultRegistry } from '../../charts';
import { pageTableQuery } from './results';
import { canvasStartsWhen, dashboardColors } from './dataSource';
import type { ChartDataSource, DashboardRecord } from './dataSource';
import {
  BAND_PX,
  bandsShown,
  gridBands,
  readAheadWhenIdle,
  setChartsNearScreen,
  visibilityTracker,
} from '../../state/charts';
import type { GridBand } from '../../state/charts';
import { Band, NOTHING_NEAR } from './DashboardGrid';
import { DashboardHeader } from './dashboard/header';
import { FilterBar } from './dashboard/filters';
import {
  filterBarShown,
  filterMetadata,
  openDashboardFilters,
  prefetchCrossFiltersWhenLoaded,
  resetFilterChoices,
} from '../../state/filters';
import { addressTarget, useDeepLink, useStandalone } from './dashboard/chart';
import { BuilderPane } from './dashboard/edit/BuilderPane';
import { ContainerFrames } from './dashboard/edit/ContainerFrames';
import { DropLayer } from './dashboard/edit/DropLayer';
import { EditToolbar } from './dashboard/edit/EditToolbar';
import { canEditDashboard, mayEnterEditMode } from './dashboard/edit/editRules';
import { ContainerBackgrounds, TabStrip, rowsAndColumns } from './dashboard/components';
import { warmChartTypes } from './warmCharts';
import { usePageCanvas } from './pageCanvas';

export interface DashboardPageProps {
  idOrSlug: string | number;
  dataSource: ChartDataSource;
  registry?: ChartRegistry<ChartPlugin<unknown, unknown>>;
  /** The page's URL parameters: edit=true opens it in edit mode for a user who may edit (D1.06, D1.07). */
  search?: URLSearchParams;
}

/** The component types a grid cell draws (see Placed); the rest are containers. */
const DRAWN = new Set(['CHART', 'HEADER', 'DIVIDER', 'MARKDOWN']);

/** The empty rows, columns and tabs of a layout (edit mode shows them as drop areas). */
function emptyContainers(layout: DashboardLayout): Set<string> {
  return new Set(
    Object.values(layout)
      .filter((c) => (c.type === 'ROW' || c.type === 'COLUMN' || c.type === 'TAB') && c.children.length === 0)
      .map((c) => c.id),
  );
}

/** Whether any of the empty containers is a row or a column. */
function hasEmptyRowOrColumn(layout: DashboardLayout, emptyIds: ReadonlySet<string>): boolean {
  for (const id of emptyIds) if (layout[id]?.type !== 'TAB') return true;
  return false;
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

/**
 * The dashboard view: charts fetch when they come within a screen of the viewport (or the idle page reads ahead to
 * them) and stay loaded; the data source hears each chart's visibility.
 */
export function DashboardPage({ idOrSlug, dataSource, registry = defaultRegistry(), search }: DashboardPageProps) {
  const canvas = usePageCanvas();
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
  const namespace = dashboard ? dashboardColorNamespace(dashboard.id) : undefined;

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

  // The charts' types are warmed while their data is on its way: a type's first mount no longer compiles its code.
  useEffect(() => {
    if (opened) void dataSource.dashboardChartRecords?.().then((charts) => warmChartTypes(registry, charts));
  }, [opened, dataSource, registry]);

  // Once the charts have loaded and the page is idle, the cross-filter cubes are fetched ahead of the first click.
  useEffect(() => {
    const prefetch = dataSource.prefetchCrossFilters?.bind(dataSource);
    if (!opened || editMode || !prefetch) return undefined;
    return prefetchCrossFiltersWhenLoaded(prefetch);
  }, [opened, editMode, dataSource]);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [opened]);

  const activeTabs = snap.activeTabs as Record<string, string>;
  const emptyIds = useMemo(() => emptyContainers(layout), [layout]);
  // Edit mode opens up empty rows and columns as drop areas; with none, entering it leaves the grid as it was (a new
  // grid re-measures every chart on the canvas).
  const emptyHeight = editMode && hasEmptyRowOrColumn(layout, emptyIds) ? EMPTY_CONTAINER_HEIGHT : 0;
  const grid = useMemo(
    () =>
      opened && width > 0 ? computeGridLayout(layout, { width, activeTabs, emptyContainerHeight: emptyHeight }) : null,
    [opened, layout, width, activeTabs, emptyHeight],
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
  // Drawn first as if the grid were at the top of the screen (as it opens); the first visibility update corrects it.
  const [initiallyShown] = useState(() => (band: GridBand) => bandsShown([band], 0, window.innerHeight)[0] === true);

  useEffect(() => {
    const element = container.current;
    if (!grid || !element) return undefined;
    let frame = 0;
    // Screens read ahead below the near ones, one more each idle period while the data worker is not kept busy
    // (readAheadWhenIdle).
    let ahead = 0;
    const told = new Map<number, Visibility>();
    const tracker = visibilityTracker(grid.components);
    // The charts near the screen without those read ahead: only these follow the filters (useChartFilterKey).
    const nearIds = new Set<number>();
    const update = (): void => {
      frame = 0;
      const top = -element.getBoundingClientRect().top;
      const shown = bandsShown(bands, top, window.innerHeight);
      bands.forEach((band, i) => {
        const style = bandElements.current.get(band.key)?.style;
        const next = shown[i] ? 'visible' : 'hidden';
        if (style && style.contentVisibility !== next) style.contentVisibility = next;
      });
      // Every component's nearness: a chart's decides its fetch, any component's its edit chrome in edit mode. Only
      // the components whose nearness changed are looked at.
      const { seen, onScreen, changed } = tracker.update(top, window.innerHeight, ahead);
      if (!changed.length) return;
      for (const c of changed) {
        const chartId = c.type === 'CHART' ? c.meta.chartId : undefined;
        if (typeof chartId !== 'number') continue;
        const visibility = seen.get(c.id) ?? 'far';
        if (told.get(chartId) !== visibility) {
          told.set(chartId, visibility);
          dataSource.chartVisibility?.(chartId, visibility);
        }
        if ((onScreen.get(c.id) ?? 'far') !== 'far') nearIds.add(chartId);
        else nearIds.delete(chartId);
      }
      // Heard only when the set changed (setChartsNearScreen compares).
      setChartsNearScreen(new Set(nearIds));
      const ids = changed.filter((c) => seen.get(c.id) !== 'far').map((c) => c.id);
      setNear((prev) => (ids.every((id) => prev.has(id)) ? prev : new Set([...prev, ...ids])));
    };
    const onScroll = (): void => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    const stopReadingAhead = readAheadWhenIdle((screens) => {
      ahead = screens;
      update();
    });
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      stopReadingAhead();
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [grid, bands, dataSource]);

  // Charts elsewhere follow their filters: none is held to the last dashboard's screen.
  useEffect(() => () => setChartsNearScreen(null), []);

  // The canvas lies in the grid and scrolls with it. deck.gl starts before the first chart, once the page's first
  // chart-data request has left (creating it holds the main thread for hundreds of milliseconds).
  useLayoutEffect(() => {
    if (container.current) canvas.attach(container.current, { startEarly: canvasStartsWhen(dataSource) });
  }, [canvas, dataSource]);
  // Cells that moved without resizing are not seen by their ResizeObserver; re-read every rectangle.
  useLayoutEffect(() => canvas.sync(), [canvas, grid]);

  const gridWidth = grid?.width ?? 0;
  const cell = useMemo(
    () => ({
      dataSource,
      registry,
      labelColors: colors.labelColors,
      ...(namespace ? { colorNamespace: namespace } : {}),
      ...(colors.colorScheme ? { colorScheme: colors.colorScheme } : {}),
      gridWidth,
      report: standalone.report,
    }),
    [dataSource, registry, colors, namespace, gridWidth, standalone.report],
  );
  const onBandElement = useCallback((key: string, element: HTMLElement | null) => {
    if (element) bandElements.current.set(key, element);
    else bandElements.current.delete(key);
  }, []);

  useDeepLink(openedWith, grid !== null);
  // The address's component (its band is mounted with the page, so it can be scrolled to at once).
  const linked = opened ? addressTarget(layout, openedWith, window.location.hash) : null;
  if (error) return <div role="alert">{error}</div>;
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
              <ContainerBackgrounds containers={containers} editMode={editMode} near={near} />
              {bands.map((band) => {
                // A band with nothing near the screen keeps its props as edit mode comes and goes: it is not rendered
                // again, nor are its cells visited.
                const nearBand = band.components.some((c) => near.has(c.id));
                return (
                  <Band
                    key={band.key}
                    band={band}
                    shownAtFirst={initiallyShown(band)}
                    mountNow={linked !== null && band.components.some((c) => c.id === linked)}
                    onElement={onBandElement}
                    near={nearBand ? near : NOTHING_NEAR}
                    editMode={nearBand && editMode}
                    cell={cell}
                  />
                );
              })}
              {editMode && grid ? <DropLayer grid={grid} layout={layout} /> : null}
            </div>
          </div>
        </div>
      </TableQueryContext.Provider>
    </ChartCanvasContext.Provider>
  );
}

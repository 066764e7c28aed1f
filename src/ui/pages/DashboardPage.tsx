/** A saved dashboard, read-only: its position_json laid out on the grid, charts drawn on the page's one canvas. */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ChartPlugin, ChartRegistry } from '../../core/chart-plugin';
import type { Visibility } from '../../core/dataplane';
import { computeGridLayout, parsePositionJson, withUnplacedCharts } from '../../core/layout';
import type { DashboardLayout, PlacedComponent } from '../../core/layout';
import { ChartCanvasContext, TableQueryContext, createChartCanvas, defaultRegistry } from '../../charts';
import { pageTableQuery } from './results';
import { ChartCell } from './ChartCell';
import { dashboardColors } from './dataSource';
import type { ChartDataSource, DashboardRecord } from './dataSource';
import { bandsShown, chartVisibility, gridBands } from '../../state/charts';
import type { GridBand } from '../../state/charts';
import { dashboardStore } from '../../state/dashboard';
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
  editMode: boolean;
  dataSource: ChartDataSource;
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
  labelColors: Record<string, string>;
  colorNamespace?: string;
  colorScheme?: string;
}

/** One component of the grid at its place; when charts come near, only theirs re-render (a thousand-chart page has
 * a thousand of these). */
const Placed = memo(function Placed({
  component: c,
  bandTop,
  active,
  editMode,
  dataSource,
  registry,
  labelColors,
  colorNamespace,
  colorScheme,
}: PlacedProps) {
  const style = {
    position: 'absolute' as const,
    left: c.rect.x,
    top: c.rect.y - bandTop,
    width: c.rect.width,
    height: c.rect.height,
    pointerEvents: 'auto' as const,
  };
  const editTitle = useCallback(
    (sliceNameOverride: string) => void editComponentMeta('CHART', c.id, { sliceNameOverride }),
    [c.id],
  );
  if (c.type === 'CHART' && typeof c.meta.chartId === 'number') {
    return (
      <div style={style}>
        <Cell
          chartId={c.meta.chartId}
          width={c.rect.width}
          height={c.rect.height}
          active={active}
          dataSource={dataSource}
          registry={registry}
          labelColors={labelColors}
          {...(c.meta.sliceNameOverride ? { titleOverride: c.meta.sliceNameOverride } : {})}
          {...(editMode ? { onTitleOverrideChange: editTitle } : {})}
          {...(colorNamespace ? { colorNamespace } : {})}
          {...(colorScheme ? { colorScheme } : {})}
        />
      </div>
    );
  }
  if (c.type === 'HEADER' || c.type === 'DIVIDER' || c.type === 'MARKDOWN') {
    return (
      <div style={style}>
        <ComponentView component={c} editMode={editMode} />
      </div>
    );
  }
  return null;
});

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

/** The dashboard view: charts fetch when they come within a screen of the viewport and stay loaded; the data source hears each chart's visibility. */
export function DashboardPage({ idOrSlug, dataSource, registry = defaultRegistry() }: DashboardPageProps) {
  const [canvas] = useState(() => createChartCanvas());
  const [dashboard, setDashboard] = useState<{ record: DashboardRecord; layout: DashboardLayout } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [width, setWidth] = useState(0);
  const [activeTabs, setActiveTabs] = useState<Record<string, string>>({});
  const [near, setNear] = useState<ReadonlySet<string>>(new Set());
  const container = useRef<HTMLDivElement>(null);
  /** The bands' elements by key, whose content-visibility the scroll updates. */
  const bandElements = useRef(new Map<string, HTMLElement>());

  useEffect(() => () => canvas.destroy(), [canvas]);

  useEffect(() => {
    let cancelled = false;
    dataSource
      .getDashboard(idOrSlug)
      .then(async (record) => {
        if (cancelled) return;
        const layout = parsePositionJson(record.position_json);
        setDashboard({ record, layout });
        // A chart saved into the dashboard from explore is not in its position_json: it is laid out after the rest.
        const all = withUnplacedCharts(layout, (await dataSource.dashboardChartIds?.()) ?? []);
        if (!cancelled && all !== layout) setDashboard({ record, layout: all });
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
  }, [dashboard]);

  const grid = useMemo(
    () => (dashboard && width > 0 ? computeGridLayout(dashboard.layout, { width, activeTabs }) : null),
    [dashboard, width, activeTabs],
  );
  const { editMode } = useSnapshot(dashboardStore);
  const containers = useMemo(() => (grid ? rowsAndColumns(grid.components) : []), [grid]);
  const colors = useMemo(() => dashboardColors(dashboard?.record.json_metadata ?? null), [dashboard]);
  // Containers (rows, columns, tabs) draw nothing of their own: only what Placed draws is banded.
  const bands = useMemo(() => (grid ? gridBands(grid.components.filter((c) => DRAWN.has(c.type))) : []), [grid]);
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
      const seen = chartVisibility(grid.charts, top, window.innerHeight);
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

  if (error) return <div role="alert">{error}</div>;
  const namespace = dashboard ? `dashboard-${dashboard.record.id}` : undefined;
  return (
    <ChartCanvasContext.Provider value={canvas}>
      <TableQueryContext.Provider value={pageTableQuery}>
        <div style={{ position: 'relative', zIndex: 1, padding: 16 }}>
          <h1 style={{ font: '600 22px system-ui, sans-serif', margin: '0 0 16px' }}>
            {dashboard?.record.dashboard_title ?? ''}
          </h1>
          <div ref={container} style={{ position: 'relative', height: grid?.height ?? 0 }}>
            {grid?.tabs.map((tabs) => (
              <TabStrip
                key={tabs.id}
                tabs={tabs}
                editMode={editMode}
                onSelect={(tabsId, tabId) => setActiveTabs((prev) => ({ ...prev, [tabsId]: tabId }))}
              />
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
                    editMode={editMode}
                    dataSource={dataSource}
                    registry={registry}
                    labelColors={colors.labelColors}
                    {...(namespace ? { colorNamespace: namespace } : {})}
                    {...(colors.colorScheme ? { colorScheme: colors.colorScheme } : {})}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
      </TableQueryContext.Provider>
    </ChartCanvasContext.Provider>
  );
}

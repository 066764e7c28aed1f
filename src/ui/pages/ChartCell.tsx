/** One chart on a page: its lifecycle lives in the chart store (src/state/charts); the cell reads it and draws. */
import { Component, memo, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { renderFailedMessage } from '../../core/chart-plugin';
import type { ChartPlugin, ChartRegistry } from '../../core/chart-plugin';
import { LAYOUT_TEXT_LIMITS } from '../../core/layout';
import { chartLoadFailed, chartRenderingFailed, chartRenderingSucceeded, loadChart } from '../../state/charts';
import { useChartState } from './chartState';
import type { ChartDataSource } from './dataSource';
import { formDataOfChart } from './dataSource';
import { EditableTitle, lineClampStyle, linesThatFit } from '../kit';
import { markdownHtml } from '../../core/markdown';
import { ChartError, ChartLoading, ChartMenu, useDescriptionShown } from './dashboard/chart';
import { withExtraFormData } from '../../core/filters';
import { CHART_WAITS, readChartFilterKey } from '../../state/filters';
import { ChartFilterIndicators, useChartFilterKey, useInFocusedScope } from './dashboard/filters';
import { idleQueue } from '../../core/schedule';
import { useIdleMount } from './idleMount';

/** Shown while a required filter in the chart's scope has no value applied. */
export const REQUIRED_FILTER_TEXT = 'Choose a value for the required filters and apply them to see this chart.';

/** Shown for a viz_type no plugin answers. */
export const UNSUPPORTED_TEXT = 'This visualization type is not supported.';

type Render = ComponentType<{ model: unknown; width: number; height: number }>;

const TITLE_HEIGHT = 28;
/** How many far cells' views are mounted in one idle period (about a millisecond each on a 2-core laptop). */
const FAR_VIEWS_PER_IDLE_PERIOD = 8;
/** The share of a cell its unfolded description takes. */
const DESCRIPTION_SHARE = 0.25;
/** The line height of a chart's description, px. */
const DESCRIPTION_LINE_HEIGHT = 18;

export interface ChartCellProps {
  chartId: number;
  width: number;
  height: number;
  /** False while the cell is far off screen: nothing is fetched until it comes near. */
  active: boolean;
  dataSource: ChartDataSource;
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
  titleOverride?: string;
  /** In edit mode: the title is edited in place (once the cell is active) and an edit hands over the new name
   * override ('' for none). */
  onTitleOverrideChange?: (title: string) => void;
  colorNamespace?: string;
  labelColors?: Record<string, string>;
  colorScheme?: string;
  /** On a dashboard in view mode: the chart menu on the header (D3.17) and the description it unfolds (D2.25). */
  showMenu?: boolean;
  /** On a dashboard: the request carries the applied filters in the chart's scope, and is sent again when they change. */
  filtered?: boolean;
}

/** An error's text as the chart's alert quotes it (`Error: message`). */
const errorText = (error: unknown): string => (error instanceof Error ? error.toString() : String(error));

export function Message({ failed, height, text }: { failed: boolean; height: number; text: string }) {
  return (
    <div role={failed ? 'alert' : 'status'} style={{ height, display: 'grid', placeItems: 'center', color: '#888' }}>
      {text}
    </div>
  );
}

/** Reports that the view below committed (effects run children first, so after the view's own): rendering succeeded. */
function RenderedReport({ chartId, version, children }: { chartId: number; version: number; children: ReactNode }) {
  useEffect(() => {
    chartRenderingSucceeded(chartId);
  }, [chartId, version]);
  return children;
}

interface BoundaryProps {
  chartId: number;
  height: number;
  /** The model's version: a new model gets another try. */
  version: number;
  children: ReactNode;
}

interface BoundaryState {
  error: string | null;
  version: number;
}

/** Catches a view that throws while rendering or committing: the cell shows the render failure in place. */
class RenderBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, version: this.props.version };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.version === state.version ? null : { error: null, version: props.version };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: errorText(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    chartRenderingFailed(this.props.chartId, errorText(error), info.componentStack ?? null);
  }

  override render(): ReactNode {
    const { error } = this.state;
    return error === null ? (
      this.props.children
    ) : (
      <Message failed height={this.props.height} text={renderFailedMessage(error)} />
    );
  }
}

/** The view of a render model; the chart's later status changes (rendered) leave it alone. */
export const ChartBody = memo(function ChartBody({
  chartId,
  Render,
  model,
  version,
  width,
  height,
}: {
  chartId: number;
  Render: Render;
  model: unknown;
  version: number;
  width: number;
  height: number;
}) {
  return (
    <RenderBoundary chartId={chartId} height={height} version={version}>
      <RenderedReport chartId={chartId} version={version}>
        <Render model={model} width={width} height={height} />
      </RenderedReport>
    </RenderBoundary>
  );
});

/** A chart's title bar and its view; errors and unknown types show their message in place. */
function ChartCellView(props: ChartCellProps) {
  const {
    chartId,
    width,
    height,
    active,
    dataSource,
    registry,
    titleOverride,
    onTitleOverrideChange,
    colorNamespace,
    labelColors,
    colorScheme,
    showMenu = false,
    filtered = false,
  } = props;
  const chart = useChartState(chartId);
  // A far cell reads no filters: it requests nothing until it comes near, and then reads the filters of that moment. A
  // cross filter clicked re-renders only the cells near the screen, not every cell of the dashboard in its scope.
  const filterKey = useChartFilterKey(chartId, filtered && active);
  const [record, setRecord] = useState<{ title: string; vizType: string; description: string } | null>(null);
  // Force refresh: a new count fetches again, that once past the caches.
  const [refreshes, setRefreshes] = useState(0);
  const refreshed = useRef(0);
  const refresh = useCallback(() => setRefreshes((n) => n + 1), []);
  const descriptionShown = useDescriptionShown(chartId) && showMenu;
  const descriptionHeight = descriptionShown && record?.description ? Math.round(height * DESCRIPTION_SHARE) : 0;
  const bodyHeight = Math.max(0, height - TITLE_HEIGHT - descriptionHeight);
  // A viz_type no plugin answers yet may be a dynamic plugin still loading: the cell tries again once it registers.
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const [arrivals, setArrivals] = useState(0);
  useEffect(() => {
    if (waitingFor === null) return undefined;
    return registry.subscribe((key) => {
      if (key === waitingFor) setArrivals((n) => n + 1);
    });
  }, [registry, waitingFor]);

  useEffect(() => {
    if (!active || filterKey === CHART_WAITS) return undefined;
    let cancelled = false;
    const names = (dataSource.verboseMaps?.() ?? Promise.resolve(undefined)).catch(() => undefined);
    Promise.all([dataSource.getChart(chartId), names]).then(
      ([record, verboseMaps]) => {
        if (cancelled) return;
        const formData = formDataOfChart(record);
        setRecord({
          title: record.slice_name,
          vizType: formData.viz_type,
          description: record.description_markeddown ?? '',
        });
        if (colorScheme && !formData.color_scheme) formData.color_scheme = colorScheme;
        const { extraFormData, ownState } = readChartFilterKey(filterKey);
        const plugin = registry.get(formData.viz_type);
        if (!plugin || typeof plugin.render !== 'function') {
          setWaitingFor(formData.viz_type);
          chartLoadFailed(chartId, UNSUPPORTED_TEXT, formData);
          return;
        }
        const verboseMap = verboseMaps?.get(formData.datasource);
        const context = {
          width,
          height: bodyHeight,
          ...(colorNamespace ? { colorNamespace } : {}),
          ...(labelColors ? { labelColors } : {}),
          ...(verboseMap ? { verboseMap } : {}),
        };
        const force = refreshed.current !== refreshes;
        refreshed.current = refreshes;
        const request = { ...(force ? { force } : {}), ...(Object.keys(ownState).length ? { ownState } : {}) };
        const filteredFormData = Object.keys(extraFormData).length
          ? withExtraFormData(formData, extraFormData)
          : formData;
        const results = () =>
          plugin.transformInWorker &&
          (plugin.transformInWorker.accepts?.(filteredFormData) ?? true) &&
          dataSource.getChartAnswer
            ? dataSource.getChartAnswer(filteredFormData, context, request)
            : dataSource.getChartData(filteredFormData, request);
        // A reload on the screen is repainted with the others of its wave; one off the screen holds none of them.
        const together = (dataSource.visibilityOf?.(chartId) ?? 'visible') === 'visible';
        void loadChart(chartId, { plugin, formData: filteredFormData, context, results, together });
      },
      (error: unknown) => {
        if (!cancelled) chartLoadFailed(chartId, error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [
    active,
    chartId,
    dataSource,
    registry,
    width,
    bodyHeight,
    colorNamespace,
    labelColors,
    colorScheme,
    arrivals,
    refreshes,
    filterKey,
  ]);

  const model = chart?.model ?? null;
  const halted = chart?.chartStatus === 'failed' || chart?.chartStatus === 'stopped';
  const Render = model && record && !halted ? (registry.get(record.vizType)?.render as Render | undefined) : undefined;
  return (
    <>
      <div className="chart-header" style={{ height: TITLE_HEIGHT }}>
        <span className="chart-header-title">
          {/* Only charts near the screen get the editor: entering edit mode re-renders no far chart's title as one. */}
          {onTitleOverrideChange && active ? (
            <EditableTitle
              label="Chart name"
              value={titleOverride ?? ''}
              defaultLabel={record?.title ?? ''}
              maxLength={LAYOUT_TEXT_LIMITS.sliceNameOverride}
              onChange={onTitleOverrideChange}
            />
          ) : (
            titleOverride || (record?.title ?? '')
          )}
        </span>
        {filtered && showMenu && active ? (
          <ChartFilterIndicators chartId={chartId} response={chart?.queriesResponse} />
        ) : null}
        {showMenu && record ? (
          <ChartMenu
            chartId={chartId}
            title={titleOverride || record.title}
            registry={registry}
            hasDescription={record.description !== ''}
            onRefresh={refresh}
          />
        ) : null}
      </div>
      {descriptionHeight > 0 && record ? (
        <div
          className="chart-description"
          // Cut to the lines its share of the cell holds, the last ending in an ellipsis (S3.06).
          style={{
            height: descriptionHeight,
            ...lineClampStyle(linesThatFit(descriptionHeight, DESCRIPTION_LINE_HEIGHT), DESCRIPTION_LINE_HEIGHT),
          }}
          data-test="chart-description"
          // The app's one markdown sanitiser: the server's HTML is cleaned again before it is shown.
          dangerouslySetInnerHTML={{ __html: markdownHtml(record.description) }}
        />
      ) : null}
      {model && Render && chart ? (
        <ChartBody
          chartId={chartId}
          Render={Render}
          model={model.value}
          version={chart.modelVersion}
          width={width}
          height={bodyHeight}
        />
      ) : halted ? (
        <ChartError height={bodyHeight} message={chart.chartAlert ?? ''} stackTrace={chart.chartStackTrace} />
      ) : filterKey === CHART_WAITS ? (
        <Message failed={false} height={bodyHeight} text={REQUIRED_FILTER_TEXT} />
      ) : active ? (
        <ChartLoading height={bodyHeight} />
      ) : (
        <NotLoaded height={bodyHeight} />
      )}
    </>
  );
}

/** A chart not loaded yet (far from the screen): a pending status, as a loading chart is. */
function NotLoaded({ height }: { height: number }) {
  return <div role="status" aria-label="Chart not loaded yet" style={{ height }} />;
}

/**
 * The inside of a cell far from the screen before its view is mounted: the title bar and pending status ChartCellView
 * draws for a chart not loaded yet, without the view's hooks (a thousand-chart dashboard opens with some 950 of these).
 */
function FarChartCell({ height, title }: { height: number; title: string }) {
  return (
    <>
      <div className="chart-header" style={{ height: TITLE_HEIGHT }}>
        <span className="chart-header-title">{title}</span>
      </div>
      <NotLoaded height={Math.max(0, height - TITLE_HEIGHT)} />
    </>
  );
}

/**
 * The cells far from the screen whose whole views wait to be mounted, a few an idle period, interruptibly: a far cell
 * mounted only as it came near made the first scroll mount views frame after frame; mounted all as the page opened,
 * they held its first charts.
 */
const farViews = idleQueue(FAR_VIEWS_PER_IDLE_PERIOD, startTransition);

/**
 * A chart cell that re-renders only when its own props or its chart's state change: a page's layout updates leave
 * drawn charts alone. Far from the screen it stands in for its view until the view is mounted, in the same element.
 */
export const ChartCell = memo(function ChartCell(props: ChartCellProps) {
  const { chartId, width, height, active, titleOverride, filtered = false } = props;
  const highlighted = useInFocusedScope(chartId, filtered);
  const mounted = useIdleMount(farViews, active);
  return (
    <div
      // What every cell shares is its class's (a thousand cells' inline styles were a share of the page's first render).
      style={{ width, height }}
      className={highlighted ? 'chart-cell chart-in-focused-scope' : 'chart-cell'}
      data-chart-id={chartId}
    >
      {mounted ? <ChartCellView {...props} /> : <FarChartCell height={height} title={titleOverride ?? ''} />}
    </div>
  );
});

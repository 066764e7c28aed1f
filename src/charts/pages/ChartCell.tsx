/** One chart on a page: loads its saved form data and data when asked, then draws it with its plugin. */
import { Component, memo, useEffect, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { renderFailedMessage } from '../../core/chart-plugin';
import type { ChartPlugin, ChartRegistry } from '../../core/chart-plugin';
import type { ChartDataSource } from './dataSource';
import { formDataOfChart } from './dataSource';

/** Shown for a viz_type no plugin answers. */
export const UNSUPPORTED_TEXT = 'This visualization type is not supported.';

type Render = ComponentType<{ model: unknown; width: number; height: number }>;

type CellState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  /** `version` counts the models drawn in this cell: a view that failed gets another try with a new model. */
  | { status: 'ready'; title: string; model: unknown; Render: Render; version: number };

const TITLE_HEIGHT = 28;

export interface ChartCellProps {
  chartId: number;
  width: number;
  height: number;
  /** False while the cell is far off screen: nothing is fetched until it comes near. */
  active: boolean;
  dataSource: ChartDataSource;
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
  titleOverride?: string;
  colorNamespace?: string;
  labelColors?: Record<string, string>;
  colorScheme?: string;
}

/** An error's text as the chart's alert quotes it (`Error: message`). */
const errorText = (error: unknown): string => (error instanceof Error ? error.toString() : String(error));

/** A render model that could not be built: a rendering failure, not a data one. */
class RenderModelError extends Error {
  constructor(readonly original: unknown) {
    super(errorText(original));
  }
}

function Message({ failed, height, text }: { failed: boolean; height: number; text: string }) {
  return (
    <div role={failed ? 'alert' : 'status'} style={{ height, display: 'grid', placeItems: 'center', color: '#888' }}>
      {text}
    </div>
  );
}

/** Tells the data source that the view below committed (effects run children first, so after the view's own). */
function RenderedReport({ chartId, dataSource, version, children }: { chartId: number; dataSource: ChartDataSource; version: number; children: ReactNode }) {
  useEffect(() => {
    dataSource.chartRendered?.(chartId);
  }, [chartId, dataSource, version]);
  return children;
}

interface BoundaryProps {
  chartId: number;
  dataSource: ChartDataSource;
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
    this.props.dataSource.chartRenderFailed?.(this.props.chartId, errorText(error), info.componentStack ?? null);
  }

  override render(): ReactNode {
    const { error } = this.state;
    return error === null ? this.props.children : <Message failed height={this.props.height} text={renderFailedMessage(error)} />;
  }
}

/** A chart's title bar and its view; errors and unknown types show their message in place. */
function ChartCellView(props: ChartCellProps) {
  const { chartId, width, height, active, dataSource, registry, titleOverride, colorNamespace, labelColors, colorScheme } = props;
  const [state, setState] = useState<CellState>({ status: 'loading' });
  const bodyHeight = Math.max(0, height - TITLE_HEIGHT);
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
    if (!active) return undefined;
    let cancelled = false;
    (async () => {
      const chart = await dataSource.getChart(chartId);
      const formData = formDataOfChart(chart);
      if (colorScheme && !formData.color_scheme) formData.color_scheme = colorScheme;
      const plugin = registry.get(formData.viz_type);
      if (!plugin || typeof plugin.render !== 'function') {
        if (!cancelled) setWaitingFor(formData.viz_type);
        throw new Error(UNSUPPORTED_TEXT);
      }
      const results = await dataSource.getChartData(formData);
      const failed = results.find((r) => r.error);
      if (failed?.error) throw new Error(failed.error);
      let model: unknown;
      try {
        model = plugin.transformProps(results, formData, {
          width,
          height: bodyHeight,
          ...(colorNamespace ? { colorNamespace } : {}),
          ...(labelColors ? { labelColors } : {}),
        });
      } catch (error) {
        throw new RenderModelError(error);
      }
      if (!cancelled) {
        const title = titleOverride || chart.slice_name;
        const Render = plugin.render as Render;
        setState((prev) => ({ status: 'ready', title, model, Render, version: prev.status === 'ready' ? prev.version + 1 : 0 }));
      }
    })().catch((error: unknown) => {
      if (cancelled) return;
      if (error instanceof RenderModelError) {
        const stack = error.original instanceof Error ? (error.original.stack ?? null) : null;
        dataSource.chartRenderFailed?.(chartId, error.message, stack);
        setState({ status: 'failed', message: renderFailedMessage(error.message) });
      } else {
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [active, chartId, dataSource, registry, width, bodyHeight, titleOverride, colorNamespace, labelColors, colorScheme, arrivals]);

  return (
    <div style={{ width, height, display: 'flex', flexDirection: 'column', font: '13px system-ui, sans-serif' }} data-chart-id={chartId}>
      <div style={{ height: TITLE_HEIGHT, fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {state.status === 'ready' ? state.title : titleOverride ?? ''}
      </div>
      {state.status === 'ready' ? (
        <RenderBoundary chartId={chartId} dataSource={dataSource} height={bodyHeight} version={state.version}>
          <RenderedReport chartId={chartId} dataSource={dataSource} version={state.version}>
            <state.Render model={state.model} width={width} height={bodyHeight} />
          </RenderedReport>
        </RenderBoundary>
      ) : (
        <Message failed={state.status === 'failed'} height={bodyHeight} text={state.status === 'failed' ? state.message : active ? 'Loading...' : ''} />
      )}
    </div>
  );
}

/** A chart cell that re-renders only when its own props change: a page's layout updates leave drawn charts alone. */
export const ChartCell = memo(ChartCellView);

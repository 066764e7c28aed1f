/** One chart on a page: loads its saved form data and data when asked, then draws it with its plugin. */
import { useEffect, useState } from 'react';
import type { ChartPlugin, ChartRegistry } from '../../core/chart-plugin';
import type { ComponentType } from 'react';
import type { ChartDataSource } from './dataSource';
import { formDataOfChart } from './dataSource';

/** Shown for a viz_type no plugin answers. */
export const UNSUPPORTED_TEXT = 'This visualization type is not supported.';

type CellState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'rendered'; title: string; model: unknown; Render: ComponentType<{ model: unknown; width: number; height: number }> };

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

/** A chart's title bar and its view; errors and unknown types show their message in place. */
export function ChartCell(props: ChartCellProps) {
  const { chartId, width, height, active, dataSource, registry, titleOverride, colorNamespace, labelColors, colorScheme } = props;
  const [state, setState] = useState<CellState>({ status: 'loading' });
  const bodyHeight = Math.max(0, height - TITLE_HEIGHT);

  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    (async () => {
      const chart = await dataSource.getChart(chartId);
      const formData = formDataOfChart(chart);
      if (colorScheme && !formData.color_scheme) formData.color_scheme = colorScheme;
      const plugin = registry.get(formData.viz_type);
      if (!plugin || typeof plugin.render !== 'function') throw new Error(UNSUPPORTED_TEXT);
      const results = await dataSource.getChartData(formData);
      const failed = results.find((r) => r.error);
      if (failed?.error) throw new Error(failed.error);
      const model = plugin.transformProps(results, formData, {
        width,
        height: bodyHeight,
        ...(colorNamespace ? { colorNamespace } : {}),
        ...(labelColors ? { labelColors } : {}),
      });
      if (!cancelled) {
        setState({ status: 'rendered', title: titleOverride || chart.slice_name, model, Render: plugin.render as ComponentType<{ model: unknown; width: number; height: number }> });
      }
    })().catch((error: unknown) => {
      if (!cancelled) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      cancelled = true;
    };
  }, [active, chartId, dataSource, registry, width, bodyHeight, titleOverride, colorNamespace, labelColors, colorScheme]);

  return (
    <div style={{ width, height, display: 'flex', flexDirection: 'column', font: '13px system-ui, sans-serif' }} data-chart-id={chartId}>
      <div style={{ height: TITLE_HEIGHT, fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {state.status === 'rendered' ? state.title : titleOverride ?? ''}
      </div>
      {state.status === 'rendered' ? (
        <state.Render model={state.model} width={width} height={bodyHeight} />
      ) : (
        <div role={state.status === 'failed' ? 'alert' : 'status'} style={{ height: bodyHeight, display: 'grid', placeItems: 'center', color: '#888' }}>
          {state.status === 'failed' ? state.message : active ? 'Loading...' : ''}
        </div>
      )}
    </div>
  );
}

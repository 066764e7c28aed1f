/**
 * The chart area (X1.12, X13.06): the chart drawn through the chart lifecycle store. 'Update chart' (the explore store's
 * triggerQuery) fetches; a display control (renderVersion) redraws from the results already here, with no query.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChartPlugin, ChartRegistry, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import { ChartCanvasContext, TableQueryContext } from '../../../charts';
import { chartLoadFailed, loadChart, removeChart } from '../../../state/charts';
import { exploreState } from '../../../state/explore';
import { chartResultsLoaded, chartResultsLoading } from '../../../state/explorepage';
import { useExploreValue } from '../../explore-controls';
import { ChartBody, Message, UNSUPPORTED_TEXT } from '../ChartCell';
import { useChartState } from '../chartState';
import { canvasStartsWhen, type ChartDataSource } from '../dataSource';
import { pageTableQuery } from '../results';
import { usePageCanvas } from '../pageCanvas';

type Render = Parameters<typeof ChartBody>[0]['Render'];
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The chart's key in the chart store: the saved chart's id, or 0 for a chart not saved yet (as Superset keys it). */
export const exploreChartKey = (sliceId: number | null | undefined): number => sliceId ?? 0;

export function ExploreChart({
  dataSource,
  registry,
}: {
  dataSource: ChartDataSource;
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
}) {
  const key = exploreChartKey(useExploreValue((s) => s.slice?.slice_id));
  const vizType = useExploreValue((s) => s.queryFormData.viz_type);
  const triggerQuery = useExploreValue((s) => s.triggerQuery);
  const renderVersion = useExploreValue((s) => s.renderVersion);
  const chartIsStale = useExploreValue((s) => s.chartIsStale);
  const verboseMap = useExploreValue((s) => s.datasource?.verbose_map);
  const chart = useChartState(key);
  const canvas = usePageCanvas();
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const results = useRef<ChartResult[] | null>(null);
  const plugin = registry.get(vizType);

  useEffect(() => () => removeChart(key), [key]);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    // deck.gl starts once the chart's data request has left, as the dashboard's does: its device and shaders are made
    // while the server answers, not after (a few hundred milliseconds of the page's first chart on software WebGL).
    canvas.attach(element, { startEarly: canvasStartsWhen(dataSource) });
    const measure = (): void => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [canvas, dataSource]);

  /** The form data drawn: a deck_multi's with its layers' saved charts (see drawnFormData). */
  const drawFrom = (form: QueryFormData): Promise<QueryFormData> =>
    dataSource.drawnFormData?.(form) ?? Promise.resolve(form);

  const draw = (form: QueryFormData, fetch: boolean): void => {
    if (!plugin || typeof plugin.render !== 'function') {
      chartLoadFailed(key, UNSUPPORTED_TEXT, form);
      return;
    }
    const context = { width: size.width, height: size.height, ...(verboseMap ? { verboseMap } : {}) };
    const cached = results.current;
    if (fetch || !cached) chartResultsLoading();
    void drawFrom(form).then((formData) =>
      loadChart(key, {
        plugin,
        formData,
        context,
        redraw: !fetch && cached !== null,
        results: async () => {
          if (!fetch && cached) return cached;
          try {
            const answer = await dataSource.getChartData({ ...formData, slice_id: key });
            results.current = answer;
            chartResultsLoaded(answer);
            return answer;
          } catch (error) {
            chartResultsLoaded(null, messageOf(error));
            throw error;
          }
        },
      }),
    );
  };

  // The effects below call the latest draw (it reads the current form, size and plugin) only when their inputs change.
  const latestDraw = useRef(draw);
  useLayoutEffect(() => {
    latestDraw.current = draw;
  });
  const ready = size.width > 0;
  // 'Update chart': a query with the form as it stood when pressed.
  useEffect(() => {
    if (ready && triggerQuery > 0) latestDraw.current(exploreState.queryFormData, true);
  }, [triggerQuery, ready]);
  // A display control or a new size: the same results drawn again.
  useEffect(() => {
    if (ready && results.current) latestDraw.current(exploreState.queryFormData, false);
  }, [renderVersion, size.width, size.height, ready]);

  const model = chart?.model ?? null;
  const halted = chart?.chartStatus === 'failed' || chart?.chartStatus === 'stopped';
  const Render = model && plugin && !halted ? (plugin.render as Render | undefined) : undefined;
  return (
    <ChartCanvasContext.Provider value={canvas}>
      <TableQueryContext.Provider value={pageTableQuery}>
        <div
          ref={box}
          className="explore-chart"
          data-test="explore-chart"
          data-chart-id={key}
          data-status={chart?.chartStatus ?? ''}
        >
          {chartIsStale ? (
            <div className="explore-stale" role="status">
              The chart is out of date: press Update chart to see your changes.
            </div>
          ) : null}
          {model && Render && chart ? (
            <ChartBody
              chartId={key}
              Render={Render}
              model={model.value}
              version={chart.modelVersion}
              width={size.width}
              height={size.height}
            />
          ) : halted ? (
            <div className="explore-chart-error">
              <Message failed height={Math.max(40, size.height / 2)} text={chart?.chartAlert ?? ''} />
              {chart?.chartStackTrace ? (
                <details>
                  <summary>Stack trace</summary>
                  <pre>{chart.chartStackTrace}</pre>
                </details>
              ) : null}
            </div>
          ) : (
            <Message
              failed={false}
              height={size.height}
              text={triggerQuery > 0 ? 'Loading...' : 'Add the controls the chart needs, then press Update chart.'}
            />
          )}
        </div>
      </TableQueryContext.Provider>
    </ChartCanvasContext.Provider>
  );
}

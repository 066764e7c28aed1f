/** A chart view's lifecycle as one action: its results are fetched, made into a render model, and drawn. */
import type { ChartAnswer, ChartPlugin, ChartPropsContext, ChartResult, QueryFormData } from '../../core/chart-plugin';
import { addChart, chartModelReady, chartRenderingFailed, chartUpdateFailed, chartUpdateStarted } from './actions';
import { chartsState } from './store';

/** What a chart view asks for: its plugin, its form data, its size and where its results come from. */
export interface ChartLoad {
  plugin: Pick<ChartPlugin<unknown, unknown>, 'transformProps' | 'transformInWorker'>;
  formData: QueryFormData;
  context: ChartPropsContext;
  /**
   * The chart's results, read by column; a throw is the update's failure, with its message as the alert. The page's
   * data source answers (through fetchChart, which moves the chart's status as the data plane answers), with the
   * render model where the data worker made it (a worker-safe plugin's): then transformProps does not run here.
   */
  results: () => Promise<ChartResult[] | ChartAnswer>;
  /**
   * The results the chart drew last, drawn again with other display settings (a renderTrigger control, a resize): no
   * update starts and a rendered chart stays rendered, as Superset redraws such a change without a query.
   */
  redraw?: boolean;
}

/** An error's text as the chart's alert quotes it (`Error: message`). */
const errorText = (error: unknown): string => (error instanceof Error ? error.toString() : String(error));

const loads = new Map<string, number>();
let seq = 0;

/**
 * Loads a chart for its view: update started, results fetched, render model made by the plugin's transformProps
 * (a throw there is a rendering failure). A newer load of the same chart makes an older one's answer stale.
 */
export async function loadChart(key: number | string, load: ChartLoad): Promise<void> {
  const id = String(key);
  const mine = ++seq;
  loads.set(id, mine);
  if (!chartsState.charts[id]) addChart({ id: Number(key), form_data: load.formData });
  if (!load.redraw) chartUpdateStarted(key);
  let answer: ChartResult[] | ChartAnswer;
  try {
    answer = await load.results();
  } catch (error) {
    // A data source that moved the status itself (failed, stopped) has said it already.
    if (loads.get(id) === mine && chartsState.charts[id]?.chartStatus === 'loading') {
      chartUpdateFailed(key, [{ error: error instanceof Error ? error.message : String(error) }]);
    }
    return;
  }
  if (loads.get(id) !== mine) return;
  const results = Array.isArray(answer) ? answer : answer.results;
  const made = Array.isArray(answer) ? undefined : answer.model;
  const failed = results.find((r) => r.error);
  if (failed?.error) {
    chartUpdateFailed(key, [{ error: failed.error }]);
    return;
  }
  if (made?.status === 'failed') {
    chartRenderingFailed(key, made.error, made.stack);
    return;
  }
  let model: unknown;
  try {
    const revive = load.plugin.transformInWorker?.revive;
    if (made) model = revive ? revive(made.model, results, load.formData, load.context) : made.model;
    else model = load.plugin.transformProps(results, load.formData, load.context);
  } catch (error) {
    chartRenderingFailed(key, errorText(error), error instanceof Error ? (error.stack ?? null) : null);
    return;
  }
  chartModelReady(key, model, load.redraw === true);
}

/** Fails a chart's update before any request (its record could not be read, its type is unknown). */
export function chartLoadFailed(
  key: number | string,
  message: string,
  formData: QueryFormData | Record<string, unknown> = {},
): void {
  loads.delete(String(key));
  if (!chartsState.charts[String(key)]) addChart({ id: Number(key), form_data: formData });
  chartUpdateFailed(key, [{ error: message }]);
}

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
  /**
   * Whether a reload of the drawn chart is committed with the others of its wave (true, the default, for a chart on
   * the screen); a chart off the screen commits its answer when it comes, holding no wave.
   */
  together?: boolean;
}

/** An error's text as the chart's alert quotes it (`Error: message`). */
const errorText = (error: unknown): string => (error instanceof Error ? error.toString() : String(error));

const loads = new Map<string, number>();
let seq = 0;

/**
 * How long the first answer of a wave waits for the others: a wave's answers answered in the browser (a cross
 * filter's) come within a few ms of each other; a slow one (the server's) does not hold the rest past this.
 */
export const WAVE_HOLD_MS = 120;

/**
 * Reloads of charts already drawn, started in one task (a filter applied, a cross filter clicked, a refresh): their
 * answers are committed together, so the page repaints them in one frame rather than one frame per answer.
 */
interface Wave {
  waiting: number;
  held: (() => void)[];
  timer: ReturnType<typeof setTimeout> | null;
  flushed: boolean;
}

/** The wave each chart's latest load waits in (one already committed holds nothing back). */
const waveOf = new Map<string, Wave>();

/**
 * Runs `apply` (a chart's status moved as the data plane answered it) with the commits of the wave the chart's latest
 * load waits in, so a chart of a cross filter's wave leaves 'loading' in the render that shows its new model, not in
 * one render of its own as its answer comes and another at the commit; at once when the chart waits in no wave.
 */
export function withChartWave(key: number | string, apply: () => void): void {
  const wave = waveOf.get(String(key));
  if (wave && !wave.flushed) wave.held.push(apply);
  else apply();
}

/** The wave a reload started now joins; closed at the end of the task that opened it. */
let joining: Wave | null = null;

function joinWave(): Wave {
  if (joining) {
    joining.waiting += 1;
    return joining;
  }
  const wave: Wave = { waiting: 1, held: [], timer: null, flushed: false };
  joining = wave;
  setTimeout(() => {
    if (joining === wave) joining = null;
  }, 0);
  return wave;
}

const waveListeners = new Set<() => void>();

/**
 * Calls `listener` each time a wave's answers have been committed together (the page's canvas draws them at the next
 * frame rather than with its next batch: the user is waiting on them). Returns the unsubscriber.
 */
export function onWaveCommitted(listener: () => void): () => void {
  waveListeners.add(listener);
  return () => waveListeners.delete(listener);
}

function flushWave(wave: Wave): void {
  if (wave.flushed) return;
  wave.flushed = true;
  if (wave.timer !== null) clearTimeout(wave.timer);
  for (const commit of wave.held.splice(0)) commit();
  for (const listener of waveListeners) listener();
}

/** Commits `commit` with its wave: now when it is the last answer awaited or the wave has gone, else with the others. */
function settle(wave: Wave | null, commit: () => void): Promise<void> | void {
  if (!wave) return commit();
  wave.waiting -= 1;
  if (wave.flushed) return commit();
  const done = new Promise<void>((resolve) => {
    wave.held.push(() => {
      commit();
      resolve();
    });
  });
  if (wave.waiting === 0) flushWave(wave);
  else wave.timer ??= setTimeout(() => flushWave(wave), WAVE_HOLD_MS);
  return done;
}

/**
 * Loads a chart for its view: update started, results fetched, render model made by the plugin's transformProps
 * (a throw there is a rendering failure). A newer load of the same chart makes an older one's answer stale. A chart
 * already drawn commits its new answer with the others of its wave (WAVE_HOLD_MS).
 */
export async function loadChart(key: number | string, load: ChartLoad): Promise<void> {
  const id = String(key);
  const mine = ++seq;
  loads.set(id, mine);
  if (!chartsState.charts[id]) addChart({ id: Number(key), form_data: load.formData });
  const wave = !load.redraw && load.together !== false && chartsState.charts[id]?.model ? joinWave() : null;
  if (wave) waveOf.set(id, wave);
  else waveOf.delete(id);
  if (!load.redraw) chartUpdateStarted(key);
  let answer: ChartResult[] | ChartAnswer;
  try {
    answer = await load.results();
  } catch (error) {
    return settle(wave, () => {
      // A data source that moved the status itself (failed, stopped) has said it already.
      if (loads.get(id) === mine && chartsState.charts[id]?.chartStatus === 'loading') {
        chartUpdateFailed(key, [{ error: error instanceof Error ? error.message : String(error) }]);
      }
    });
  }
  return settle(wave, () => {
    if (loads.get(id) === mine) commitAnswer(key, load, answer);
  });
}

/** A chart's answer into its store: the failure it carries, or the render model made from it. */
function commitAnswer(key: number | string, load: ChartLoad, answer: ChartResult[] | ChartAnswer): void {
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

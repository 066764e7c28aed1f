/**
 * Warms a dashboard's chart types while the page waits for their data: each type's first transformProps call runs
 * code the browser has not compiled yet, and that cost fell on the first chart of each type as it mounted (8–26 ms
 * against about 2 ms for the later ones). Here each type's transformProps runs once on empty results, with the form
 * data of its first chart, in an idle callback of its own, so the first mount finds its code compiled.
 */
import type { ChartPlugin, ChartRegistry, ChartResult } from '../../core/chart-plugin';
import { toChartResults } from '../../core/dataplane';
import type { ChartRecord } from './dataSource';
import { formDataOfChart } from './dataSource';
import { whenIdle } from '../../core/schedule';

/** Which types ran through and which threw on empty results (their later charts are not affected). */
export interface WarmedTypes {
  warmed: string[];
  failed: string[];
}

/** The colour namespace the warm-up's calls name: a label they colour takes no colour from the page's charts. */
export const WARM_UP_NAMESPACE = 'tessera-chart-warm-up';

/** Runs `run` when the page is idle. */
export type Idle = (run: () => void) => void;

const onIdle: Idle = (run) => void whenIdle(run);

/** The types warmed (or tried) in each registry: a type is warmed once a page session. */
const tried = new WeakMap<object, Set<string>>();

/** A result with no rows and no columns, read as the page reads the data plane's (that code is warmed too). */
function emptyResult(): ChartResult[] {
  return toChartResults([{ colnames: [], coltypes: [], rowcount: 0, error: null, meta: {}, table: null }]);
}

/** Schedules the warm-up of every type among `charts` not tried yet; the promise answers once all have run. */
export function warmChartTypes(
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>,
  charts: readonly ChartRecord[],
  idle: Idle = onIdle,
): Promise<WarmedTypes> {
  const done = tried.get(registry) ?? new Set<string>();
  tried.set(registry, done);
  const firsts: ChartRecord[] = [];
  for (const chart of charts) {
    const plugin = registry.get(chart.viz_type);
    // A model the data worker makes is made off this thread: nothing of it to warm here.
    if (done.has(chart.viz_type) || !plugin || plugin.transformInWorker) continue;
    done.add(chart.viz_type);
    firsts.push(chart);
  }
  const result: WarmedTypes = { warmed: [], failed: [] };
  return new Promise((resolve) => {
    const next = (i: number): void => {
      const chart = firsts[i];
      if (!chart) return resolve(result);
      idle(() => {
        const plugin = registry.get(chart.viz_type);
        try {
          plugin?.transformProps(emptyResult(), formDataOfChart(chart), {
            width: 400,
            height: 300,
            colorNamespace: WARM_UP_NAMESPACE,
          });
          result.warmed.push(chart.viz_type);
        } catch {
          result.failed.push(chart.viz_type);
        }
        next(i + 1);
      });
    };
    next(0);
  });
}

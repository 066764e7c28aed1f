// Explore store costs on a dataset of 1,000 columns and 1,000 saved metrics: opening, a display change, a query
// change, a chart-type switch and a dataset swap. Printed figures (median of runs), not a timed test.
// Run: node --import tsx bench/explore/store.ts
import { performance } from 'node:perf_hooks';
import { snapshot } from 'valtio/vanilla';
import { pieControlPanel } from '../../src/charts/plugins/pie/controlPanel';
import { lineControlPanel } from '../../src/charts/plugins/timeseries/controlPanel';
import type { ExploreDataset } from '../../src/core/explore';
import {
  changeDatasource,
  exploreState,
  hydrateExplore,
  setControlValue,
  switchChartType,
} from '../../src/state/explore';

const N = 1000;
const dataset: ExploreDataset = {
  id: 1,
  type: 'table',
  table_name: 'wide',
  columns: Array.from({ length: N }, (_, i) => ({
    column_name: `col_${i}`,
    type: i % 10 === 0 ? 'TIMESTAMP' : 'VARCHAR',
    is_dttm: i % 10 === 0,
  })),
  metrics: Array.from({ length: N }, (_, i) => ({ metric_name: `metric_${i}`, expression: `SUM(col_${i})` })),
  main_dttm_col: 'col_0',
};
const user = { userId: 1, roles: { Admin: [] } };
const line = lineControlPanel;

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(label: string, runs: number, fn: (i: number) => void): void {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn(i);
    snapshot(exploreState); // what a redraw reads
    times.push(performance.now() - start);
  }
  console.log(`${label}: median ${median(times).toFixed(3)} ms over ${runs} runs`);
}

const open = (): void =>
  hydrateExplore({
    formData: {
      datasource: '1__table',
      viz_type: 'echarts_timeseries_line',
      x_axis: 'col_0',
      metrics: ['metric_1', 'metric_2'],
      groupby: ['col_3'],
    },
    datasource: dataset,
    controlPanel: line,
    user,
  });

time('open explore (hydrate)', 50, open);
open();
time('display control change (show_legend)', 500, (i) => setControlValue('show_legend', i % 2 === 0));
time('query control change (row_limit)', 500, (i) => setControlValue('row_limit', 100 + i));
time('switch chart type (line <-> pie)', 100, (i) =>
  i % 2 === 0 ? switchChartType('pie', pieControlPanel) : switchChartType('echarts_timeseries_line', line),
);
time('swap dataset', 50, (i) => changeDatasource({ ...dataset, id: 2 + i }));

// Cost of a large pivot table: building the render model (the pivot of every record with totals and subtotals) and
// formatting one screen of cells, as the virtualised view does on each scroll. The records are the query's answer:
// one row per region × city × year, two metrics.
//   node --import tsx bench/charts/pivot.ts [--cities 20000] [--rounds 5]
import { parseArgs } from 'node:util';
// The pure module, not the folder's index: Node cannot load the views' stylesheets.
import { transformPivotTableProps } from '../../src/charts/plugins/pivotTable/transformProps';
import { result as recordsResult } from '../../tests/charts/fixtures';

const { values } = parseArgs({ options: { cities: { type: 'string' }, rounds: { type: 'string' } } });
const cities = Math.max(10, Number(values.cities ?? 20_000));
const rounds = Math.max(1, Number(values.rounds ?? 5));
const YEARS = [2019, 2020, 2021, 2022, 2023, 2024];
const REGIONS = ['APAC', 'EMEA', 'LATAM', 'NA'];

const data = Array.from({ length: cities }, (_, c) =>
  YEARS.map((year, y) => ({
    region: REGIONS[c % REGIONS.length] ?? 'NA',
    city: `City ${String(c).padStart(6, '0')}`,
    year,
    sales: ((c * 7919 + y * 104729) % 100_000) / 10,
    orders: (c + y) % 50,
  })),
).flat();
const result = recordsResult(['region', 'city', 'year', 'sales', 'orders'], [1, 1, 0, 0, 0], data);
const formData = {
  datasource: '1__table',
  viz_type: 'pivot_table_v2',
  groupbyRows: ['region', 'city'],
  groupbyColumns: ['year'],
  metrics: ['sales', 'orders'],
  aggregateFunction: 'Sum',
  rowTotals: true,
  colTotals: true,
  rowSubTotals: true,
  colSubTotals: true,
  valueFormat: ',.2f',
};
const SCREEN_ROWS = 40;
// Wall time counts the moments the shared machine gives the core to others; CPU time is this process's own work.
const cpuMs = (): number => process.cpuUsage().user / 1000;
const build: number[] = [];
const buildCpu: number[] = [];
const screen: number[] = [];
let body = 0;
let columns = 0;
for (let r = 0; r < rounds; r++) {
  const t0 = performance.now();
  const c0 = cpuMs();
  const model = transformPivotTableProps([result], formData, { width: 1200, height: 800 });
  const t1 = performance.now();
  buildCpu.push(cpuMs() - c0);
  const start = Math.floor((model.rows.length / rounds) * r);
  for (let i = start; i < start + SCREEN_ROWS; i++) for (let j = 0; j < model.columnKinds.length; j++) model.cell(i, j);
  const t2 = performance.now();
  build.push(t1 - t0);
  screen.push(t2 - t1);
  body = model.rows.length;
  columns = model.columnKinds.length;
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN;
console.log(
  `pivot of ${data.length.toLocaleString('en-US')} records → ${body.toLocaleString('en-US')} body rows × ${columns} value columns`,
);
console.log(
  `build the render model (median of ${rounds}): ${median(build).toFixed(1)} ms wall, ${median(buildCpu).toFixed(1)} ms CPU`,
);
console.log(`format one screen (${SCREEN_ROWS} rows × ${columns} cells, median): ${median(screen).toFixed(2)} ms`);

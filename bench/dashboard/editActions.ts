/**
 * Layout editing on the thousand-chart example dashboard: the time of each pure layout action (move, resize, meta
 * edit, create, delete, and an undo step) on its 1,000-chart layout, and how many components each action replaced
 * (the rest keep their identity, so the page re-renders only those). Node only, no server.
 * Usage: node --import tsx bench/dashboard/editActions.ts [runs]
 */
import {
  applyLayoutAction,
  dropRefusal,
  emptyHistory,
  freeWidthOfRow,
  parsePositionJson,
  recordEdit,
  undoStep,
} from '../../src/core/layout';
import type { DashboardLayout, LayoutAction } from '../../src/core/layout';
import { exampleDashboards } from '../../server/examples';

const runs = Number(process.argv[2] ?? 2000);

const thousand = exampleDashboards().find((d) => d.slug === 'thousand');
if (!thousand) throw new Error('no thousand-chart example dashboard');
const saved = parsePositionJson(thousand.position);
const savedRows = Object.values(saved).filter((c) => c.type === 'ROW');
// Its rows are full: one chart of the first row is deleted first, so that a chart can be moved or added there.
const firstRowId = savedRows[0]?.id ?? '';
const spaced = applyLayoutAction(saved, { type: 'delete', id: saved[firstRowId]?.children.at(-1) ?? '' });
if (!spaced.ok) throw new Error(spaced.error);
const layout = spaced.layout;
const all = Object.values(layout);
const charts = all.filter((c) => c.type === 'CHART');
const rows = all.filter((c) => c.type === 'ROW');
const lastChart = charts[charts.length - 1];
const firstRow = layout[firstRowId];
const header = all.find((c) => c.type === 'HEADER');
if (!lastChart || !firstRow || freeWidthOfRow(layout, firstRow.id) < 1) throw new Error('no row with room');

const actions: [string, LayoutAction][] = [
  ['move a chart to another row', { type: 'move', id: lastChart.id, to: { parentId: firstRow.id, index: 0 } }],
  [
    'move a chart within its row',
    { type: 'move', id: firstRow.children[0] ?? '', to: { parentId: firstRow.id, index: 2 } },
  ],
  ['resize a chart (width 3, height 40)', { type: 'resize', id: lastChart.id, width: 3, height: 40 }],
  ['edit a header text', { type: 'updateMeta', id: header?.id ?? '', meta: { text: 'Edited' } }],
  [
    'create a chart in a row',
    { type: 'create', component: 'CHART', chartId: 1, to: { parentId: firstRow.id, index: 0 } },
  ],
  ['create a header on the grid', { type: 'create', component: 'HEADER', to: { parentId: 'GRID_ID', index: 0 } }],
  ['delete a row with its charts', { type: 'delete', id: rows[1]?.id ?? firstRow.id }],
];

/** The value below which `q` of the values lie. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

function replaced(before: DashboardLayout, after: DashboardLayout): number {
  let n = 0;
  for (const [id, c] of Object.entries(after)) if (before[id] !== c) n += 1;
  return n;
}

console.log(`layout: ${all.length} components, ${charts.length} charts; ${runs} runs per action`);
for (const [name, action] of actions) {
  const times: number[] = [];
  let result = applyLayoutAction(layout, action);
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    result = applyLayoutAction(layout, action);
    times.push(performance.now() - start);
  }
  const note = result.ok ? `${replaced(layout, result.layout)} components replaced` : `refused: ${result.error}`;
  console.log(`${name.padEnd(40)} median ${us(quantile(times, 0.5))}, p99 ${us(quantile(times, 0.99))}; ${note}`);
}

// An undo step: the history hands back the previous layout object.
const edited = applyLayoutAction(layout, actions[0]?.[1] as LayoutAction);
const history = recordEdit(emptyHistory<DashboardLayout>(), layout).history;
const undoTimes: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const start = performance.now();
  undoStep(history, edited.ok ? edited.layout : layout);
  undoTimes.push(performance.now() - start);
}
console.log(`${'undo one step'.padEnd(40)} median ${us(quantile(undoTimes, 0.5))}`);

// The check a drag indicator makes on every frame: no copy of the layout.
const checkTimes: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const start = performance.now();
  dropRefusal(layout, { id: lastChart.id }, { parentId: firstRow.id, index: 0 });
  checkTimes.push(performance.now() - start);
}
console.log(`${'drop check while dragging (dropRefusal)'.padEnd(40)} median ${us(quantile(checkTimes, 0.5))}`);

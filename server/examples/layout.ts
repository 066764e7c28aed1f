// Builds position_json (layout v2) from a list of headers and rows. Ids follow Superset's `${TYPE}-${suffix}` form
// with readable, stable suffixes, so a layout comes out the same on every run.
import { GRID_COLUMN_COUNT, GRID_DEFAULT_CHART_HEIGHT, GRID_ID, HEADER_ID, ROOT_ID } from '../../src/core/layout';
import type { HeaderSize } from '../../src/core/layout';
import type { ExampleLayout, ExampleLayoutComponent } from './types';

/** A cell of a row: a chart by key (with its name for meta.sliceName, when given) or a markdown text. */
export type LayoutCell =
  | { chart: string; sliceName?: string; width: number; height?: number }
  | { markdown: string; width: number; height?: number };

/** A block of the grid, top to bottom: a header or a row of cells. */
export type LayoutBlock = { header: string; size?: HeaderSize } | { row: LayoutCell[] };

const transparent = 'BACKGROUND_TRANSPARENT';

/** The layout of a dashboard titled `title` whose grid holds `blocks`; `prefix` keeps ids unique per dashboard. */
export function buildLayout(title: string, prefix: string, blocks: readonly LayoutBlock[]): ExampleLayout {
  const layout: ExampleLayout = { DASHBOARD_VERSION_KEY: 'v2' };
  const add = (c: ExampleLayoutComponent): string => {
    if (c.id in layout) throw new Error(`duplicate layout id ${c.id}`);
    layout[c.id] = c;
    return c.id;
  };
  const grid: ExampleLayoutComponent = { id: GRID_ID, type: 'GRID', children: [], parents: [ROOT_ID], meta: {} };
  add({ id: ROOT_ID, type: 'ROOT', children: [GRID_ID], parents: [], meta: {} });
  add(grid);
  add({ id: HEADER_ID, type: 'HEADER', children: [], parents: [], meta: { text: title } });

  const underGrid = [ROOT_ID, GRID_ID];
  let headers = 0;
  let rows = 0;
  let markdowns = 0;
  for (const block of blocks) {
    if ('header' in block) {
      headers += 1;
      grid.children.push(add({
        id: `HEADER-${prefix}-${headers}`,
        type: 'HEADER',
        children: [],
        parents: underGrid,
        meta: { text: block.header, headerSize: block.size ?? 'MEDIUM_HEADER', background: transparent },
      }));
      continue;
    }
    rows += 1;
    const width = block.row.reduce((sum, cell) => sum + cell.width, 0);
    if (width > GRID_COLUMN_COUNT) throw new Error(`row ${rows} of ${prefix} is ${width} columns wide`);
    const rowId = `ROW-${prefix}-${rows}`;
    const row: ExampleLayoutComponent = { id: rowId, type: 'ROW', children: [], parents: underGrid, meta: { background: transparent } };
    add(row);
    grid.children.push(rowId);
    const underRow = [...underGrid, rowId];
    for (const cell of block.row) {
      const size = { width: cell.width, height: cell.height ?? GRID_DEFAULT_CHART_HEIGHT };
      if ('chart' in cell) {
        row.children.push(add({
          id: `CHART-${cell.chart}`,
          type: 'CHART',
          children: [],
          parents: underRow,
          meta: { ...size, chartRef: cell.chart, ...(cell.sliceName === undefined ? {} : { sliceName: cell.sliceName }) },
        }));
      } else {
        markdowns += 1;
        row.children.push(add({
          id: `MARKDOWN-${prefix}-${markdowns}`,
          type: 'MARKDOWN',
          children: [],
          parents: underRow,
          meta: { ...size, code: cell.markdown },
        }));
      }
    }
  }
  return layout;
}

/** The components of a layout, without its version key. */
export function layoutComponents(layout: ExampleLayout): ExampleLayoutComponent[] {
  return Object.entries(layout).flatMap(([key, value]) => (key === 'DASHBOARD_VERSION_KEY' || typeof value === 'string' ? [] : [value]));
}

// Builds position_json (layout v2) from a list of headers and rows. Ids follow Superset's `${TYPE}-${suffix}` form
// with readable, stable suffixes, so a layout comes out the same on every run.
import { GRID_COLUMN_COUNT, GRID_DEFAULT_CHART_HEIGHT, GRID_ID, HEADER_ID, ROOT_ID } from '../../src/core/layout';
import type { HeaderSize } from '../../src/core/layout';
import type { ExampleLayout, ExampleLayoutComponent } from './types';

/** A cell of a row: a chart by key (with its name for meta.sliceName, when given) or a markdown text. */
export type LayoutCell =
  | { chart: string; sliceName?: string; width: number; height?: number }
  | { markdown: string; width: number; height?: number };

/** A block of the grid, top to bottom: a header, a row of cells, or a tab strip whose tabs hold blocks of their own. */
export type LayoutBlock =
  | { header: string; size?: HeaderSize }
  | { row: LayoutCell[] }
  | { tabs: ReadonlyArray<{ title: string; blocks: readonly LayoutBlock[] }> };

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

  let headers = 0;
  let rows = 0;
  let markdowns = 0;
  let tabStrips = 0;
  let tabs = 0;
  /** Adds `blocks` under `parent` (whose own ancestors are `above`), in order. */
  const addBlocks = (
    parent: ExampleLayoutComponent,
    above: readonly string[],
    blocks: readonly LayoutBlock[],
  ): void => {
    const under = [...above, parent.id];
    for (const block of blocks) {
      if ('tabs' in block) {
        tabStrips += 1;
        const strip: ExampleLayoutComponent = {
          id: `TABS-${prefix}-${tabStrips}`,
          type: 'TABS',
          children: [],
          parents: under,
          meta: {},
        };
        parent.children.push(add(strip));
        for (const tab of block.tabs) {
          tabs += 1;
          const component: ExampleLayoutComponent = {
            id: `TAB-${prefix}-${tabs}`,
            type: 'TAB',
            children: [],
            parents: [...under, strip.id],
            meta: { text: tab.title, defaultText: 'Tab title', placeholder: 'Tab title' },
          };
          strip.children.push(add(component));
          addBlocks(component, [...under, strip.id], tab.blocks);
        }
        continue;
      }
      if ('header' in block) {
        headers += 1;
        parent.children.push(
          add({
            id: `HEADER-${prefix}-${headers}`,
            type: 'HEADER',
            children: [],
            parents: under,
            meta: { text: block.header, headerSize: block.size ?? 'MEDIUM_HEADER', background: transparent },
          }),
        );
        continue;
      }
      rows += 1;
      const width = block.row.reduce((sum, cell) => sum + cell.width, 0);
      if (width > GRID_COLUMN_COUNT) throw new Error(`row ${rows} of ${prefix} is ${width} columns wide`);
      const row: ExampleLayoutComponent = {
        id: `ROW-${prefix}-${rows}`,
        type: 'ROW',
        children: [],
        parents: under,
        meta: { background: transparent },
      };
      parent.children.push(add(row));
      const underRow = [...under, row.id];
      for (const cell of block.row) {
        const size = { width: cell.width, height: cell.height ?? GRID_DEFAULT_CHART_HEIGHT };
        if ('chart' in cell) {
          row.children.push(
            add({
              id: `CHART-${cell.chart}`,
              type: 'CHART',
              children: [],
              parents: underRow,
              meta: {
                ...size,
                chartRef: cell.chart,
                ...(cell.sliceName === undefined ? {} : { sliceName: cell.sliceName }),
              },
            }),
          );
        } else {
          markdowns += 1;
          row.children.push(
            add({
              id: `MARKDOWN-${prefix}-${markdowns}`,
              type: 'MARKDOWN',
              children: [],
              parents: underRow,
              meta: { ...size, code: cell.markdown },
            }),
          );
        }
      }
    }
  };
  addBlocks(grid, [ROOT_ID], blocks);
  return layout;
}

/** The components of a layout, without its version key. */
export function layoutComponents(layout: ExampleLayout): ExampleLayoutComponent[] {
  return Object.entries(layout).flatMap(([key, value]) =>
    key === 'DASHBOARD_VERSION_KEY' || typeof value === 'string' ? [] : [value],
  );
}

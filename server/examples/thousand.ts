// The 1,000-chart example dashboard (slug thousand): what a very large real dashboard looks like, to scale the one
// canvas against. Sections of headed rows with a markdown note each, and a tab strip near the top.
import { generatedChart } from './slices';
import { baseJsonMetadata } from './metadata';
import { buildLayout } from './layout';
import type { LayoutBlock, LayoutCell } from './layout';
import type { ExampleChart, ExampleDashboard } from './types';

/** How many charts the thousand-chart dashboard holds. */
export const THOUSAND_CHART_COUNT = 1000;

/** Charts per row, rows per section, and the tab strip's tabs with the rows of charts each holds. */
const ROW_CHARTS = 4;
const SECTION_ROWS = 10;
const TAB_TITLES = ['Orders', 'Births', 'Cities'] as const;
const TAB_ROWS = 5;

/** The charts of the thousand-chart dashboard, keyed thousand_0001 to thousand_1000; the generator is the large dashboard's. */
export function thousandCharts(): ExampleChart[] {
  return Array.from({ length: THOUSAND_CHART_COUNT }, (_, i) => generatedChart('thousand', i, 4));
}

const intro = `# A thousand charts

Every chart of this dashboard sends its own query over the example tables (orders, birth_names, world_cities).
It exists to show that one page draws them all on **one WebGL canvas** and stays responsive while scrolling.`;

const sectionNote = (section: number, first: number, last: number): string =>
  `### Section ${section}\n\nCharts ${first} to ${last}: lines, bars, areas, scatters, big numbers, pies and tables.`;

/** Takes the next `count` charts off `queue` as cells of `width` columns. */
function take(queue: ExampleChart[], count: number, width = 12 / ROW_CHARTS): LayoutCell[] {
  return queue.splice(0, count).map((c) => ({ chart: c.key, width }));
}

/** The grid: an intro row, the tab strip, then sections of SECTION_ROWS rows, each led by a header and a note. */
function thousandBlocks(charts: readonly ExampleChart[]): LayoutBlock[] {
  const queue = [...charts];
  const blocks: LayoutBlock[] = [
    { header: 'Overview', size: 'LARGE_HEADER' },
    { row: [{ markdown: intro, width: 6 }, ...take(queue, 2, 3)] },
  ];
  blocks.push({
    tabs: TAB_TITLES.map((title) => ({
      title,
      blocks: Array.from({ length: TAB_ROWS }, () => ({ row: take(queue, ROW_CHARTS) })),
    })),
  });
  for (let section = 1; queue.length > 0; section += 1) {
    const first = charts.length - queue.length + 1;
    const shown = Math.min(queue.length, SECTION_ROWS * ROW_CHARTS - 1);
    blocks.push({ header: `Section ${section}` });
    blocks.push({
      row: [
        { markdown: sectionNote(section, first, first + shown - 1), width: 12 / ROW_CHARTS },
        ...take(queue, ROW_CHARTS - 1),
      ],
    });
    for (let row = 1; row < SECTION_ROWS && queue.length > 0; row += 1) blocks.push({ row: take(queue, ROW_CHARTS) });
  }
  return blocks;
}

/**
 * The dashboard "A thousand charts" (slug thousand). Its position_json is larger than Superset's 65,535-character
 * DASHBOARD_POSITION_DATA_LIMIT, so it opens and reads like any other but, like in Superset, cannot be saved as is.
 */
export function thousandDashboard(): ExampleDashboard {
  const charts = thousandCharts();
  return {
    slug: 'thousand',
    dashboard_title: 'A thousand charts',
    published: true,
    css: '',
    chart_refs: charts.map((c) => c.key),
    position: buildLayout('A thousand charts', 'thousand', thousandBlocks(charts)),
    json_metadata: baseJsonMetadata(),
  };
}

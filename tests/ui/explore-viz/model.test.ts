import { describe, expect, it } from 'vitest';
import { ChartRegistry, type ChartMetadata, type ChartPlugin, type GalleryEntry } from '../../../src/core/chart-plugin';
import { BUILT_IN_PLUGINS, createChartRegistry } from '../../../src/charts';
import {
  ALL_CHARTS,
  FEATURED_VIZ_TYPES,
  POPULARITY_ORDER,
  RECOMMENDED_TAGS,
  chartDetails,
  columnsForWidth,
  createChartSearch,
  entriesForSelector,
  galleryEntries,
  matchesSelector,
  orderByPopularity,
  selectionAfterSelectorChange,
  sidebarSections,
  tileAfterKey,
  tileStripTypes,
  vizTypeDenylist,
} from '../../../src/ui/explore-viz';
import { chartMetadata, fakeChartPlugin } from '../../support/chartPlugins';

const meta = (name: string, extra: Partial<ChartMetadata> = {}): ChartMetadata =>
  chartMetadata(name, { behaviors: ['INTERACTIVE_CHART'], ...extra });
const entry = (key: string, name: string, extra: Partial<ChartMetadata> = {}): GalleryEntry => ({
  key,
  metadata: meta(name, extra),
});
const plugin = (metadata: ChartMetadata): ChartPlugin => ({ ...fakeChartPlugin(metadata.name), metadata });

const keys = (entries: readonly GalleryEntry[]): string[] => entries.map((e) => e.key);

describe('gallery entries', () => {
  it('X11.09 hides deprecated types and filter plugins without chart behaviour; X11.12 hides the denylist', () => {
    const registry = new ChartRegistry();
    registry.register('line', plugin(meta('Line')));
    registry.register('old', plugin(meta('Old', { deprecated: true })));
    registry.register('filter_select', plugin(meta('Select filter', { behaviors: ['NATIVE_FILTER'] })));
    registry.register('cross', plugin(meta('Cross', { behaviors: ['NATIVE_FILTER', 'INTERACTIVE_CHART'] })));
    registry.register('secret', plugin(meta('Secret')));
    expect(keys(galleryEntries(registry, { denylist: ['secret'], crossFilters: true }))).toEqual(['line', 'cross']);
    expect(keys(galleryEntries(registry, { denylist: [], crossFilters: false }))).toEqual(['line', 'secret']);
  });

  it('X11.12 reads the denylist from the bootstrap conf VIZ_TYPE_DENYLIST, ignoring anything but strings', () => {
    expect(vizTypeDenylist({ VIZ_TYPE_DENYLIST: ['pie', 3, 'table'] })).toEqual(['pie', 'table']);
    expect(vizTypeDenylist({})).toEqual([]);
    expect(vizTypeDenylist({ VIZ_TYPE_DENYLIST: 'pie' })).toEqual([]);
  });

  it('X11.09 the built-in types all show, less the deprecated ones (the legacy filter box)', () => {
    const shown = galleryEntries(createChartRegistry(), { denylist: [], crossFilters: true });
    expect(shown).toHaveLength(Object.values(BUILT_IN_PLUGINS).filter((p) => !p.metadata.deprecated).length);
    expect(shown.some((e) => e.key === 'filter_box')).toBe(false);
  });
});

describe('ordering and sidebar', () => {
  const entries = [
    entry('zeta', 'Zeta chart', { category: 'Other', tags: ['Zed'] }),
    entry('pie', 'Pie Chart', { category: 'Part of a Whole', tags: ['Popular', 'ECharts'] }),
    entry('alpha', 'Alpha chart', { category: null, tags: ['Advanced-Analytics'] }),
    entry('table', 'Table', { category: 'Table', tags: ['Popular', 'Tabular'] }),
    entry('echarts_timeseries_line', 'Line Chart', { category: 'Evolution', tags: ['Popular', 'ECharts', 'Time'] }),
  ];

  it('X11.10 popular types come first in the priority list order, the rest by name', () => {
    expect(POPULARITY_ORDER.slice(0, 3)).toEqual(['table', 'echarts_timeseries_line', 'echarts_timeseries_bar']);
    expect(keys(orderByPopularity(entries))).toEqual(['table', 'echarts_timeseries_line', 'pie', 'alpha', 'zeta']);
  });

  it("X11.04 X11.10 sidebar: All charts, Recommended tags, Category with 'Other' last (no category counts as Other), Tags", () => {
    const sections = sidebarSections(entries);
    expect(sections.map((s) => s.title)).toEqual(['All charts', 'Recommended tags', 'Category', 'Tags']);
    expect(sections[0]?.selectors).toEqual([ALL_CHARTS]);
    expect(sections[1]?.selectors).toEqual(['Popular', 'ECharts', 'Advanced-Analytics']);
    expect(RECOMMENDED_TAGS).toEqual(['Popular', 'ECharts', 'Advanced-Analytics']);
    expect(sections[2]?.selectors).toEqual(['Evolution', 'Part of a Whole', 'Table', 'Other']);
    expect(sections[3]?.selectors).toEqual(['Advanced-Analytics', 'ECharts', 'Popular', 'Tabular', 'Time', 'Zed']);
  });

  it('X11.04 each selector lists its types in popularity order', () => {
    expect(keys(entriesForSelector(entries, { section: 'ALL_CHARTS', value: ALL_CHARTS }))).toEqual([
      'table',
      'echarts_timeseries_line',
      'pie',
      'alpha',
      'zeta',
    ]);
    expect(keys(entriesForSelector(entries, { section: 'RECOMMENDED_TAGS', value: 'Popular' }))).toEqual([
      'table',
      'echarts_timeseries_line',
      'pie',
    ]);
    expect(keys(entriesForSelector(entries, { section: 'CATEGORY', value: 'Other' }))).toEqual(['alpha', 'zeta']);
    expect(keys(entriesForSelector(entries, { section: 'TAGS', value: 'Time' }))).toEqual(['echarts_timeseries_line']);
  });

  it('X11.08 a selector that does not hold the selected type clears the selection; one that does keeps it', () => {
    const pie = entries[1]!;
    expect(matchesSelector(pie, { section: 'TAGS', value: 'ECharts' })).toBe(true);
    expect(matchesSelector(pie, { section: 'CATEGORY', value: 'Table' })).toBe(false);
    expect(selectionAfterSelectorChange('pie', entries, { section: 'CATEGORY', value: 'Table' })).toBeNull();
    expect(selectionAfterSelectorChange('pie', entries, { section: 'RECOMMENDED_TAGS', value: 'Popular' })).toBe('pie');
    expect(selectionAfterSelectorChange('pie', entries, { section: 'ALL_CHARTS', value: ALL_CHARTS })).toBe('pie');
    expect(selectionAfterSelectorChange(null, entries, { section: 'ALL_CHARTS', value: ALL_CHARTS })).toBeNull();
  });
});

describe('search', () => {
  const entries = [
    entry('pie', 'Pie Chart', { tags: ['Circular'], description: 'The classic.' }),
    entry('table', 'Table', { tags: ['Tabular'], description: 'Rows and columns.' }),
    entry('donut', 'Ring', { tags: ['Pies'], description: 'A ring with a hole.' }),
    entry('wave', 'Wave', { tags: ['Time'], description: 'Like a pie, sort of.' }),
  ];

  it('X11.05 fuzzy search: a name match outranks a tag match, which outranks a description match', () => {
    expect(keys(createChartSearch(entries)('pie'))).toEqual(['pie', 'donut', 'wave']);
  });

  it('X11.05 threshold 0.3 forgives a typo but not a different word; an empty query finds nothing', () => {
    const search = createChartSearch(entries);
    expect(keys(search('tabel'))).toEqual(['table']);
    expect(keys(search('xyzzy'))).toEqual([]);
    expect(keys(search('   '))).toEqual([]);
  });
});

describe('tile strip and details', () => {
  const known = new Set([
    'echarts_timeseries_line',
    'echarts_timeseries_bar',
    'echarts_area',
    'table',
    'big_number_total',
    'pie',
    'big_number',
    'echarts_timeseries_scatter',
  ]);

  it('X11.01 line, bar, area, table, big number total and pie, then the selected and the rendered types', () => {
    expect(FEATURED_VIZ_TYPES).toEqual([
      'echarts_timeseries_line',
      'echarts_timeseries_bar',
      'echarts_area',
      'table',
      'big_number_total',
      'pie',
    ]);
    expect(tileStripTypes({ known, value: 'table', renderedTypes: [], denylist: [] })).toEqual([...FEATURED_VIZ_TYPES]);
    expect(
      tileStripTypes({
        known,
        value: 'big_number',
        renderedTypes: ['echarts_timeseries_scatter', 'pie', 'big_number'],
        denylist: [],
      }),
    ).toEqual([...FEATURED_VIZ_TYPES, 'big_number', 'echarts_timeseries_scatter']);
  });

  it('X11.01 X11.12 unknown types get no tile; a denied type shows only while it is the chart’s own', () => {
    expect(tileStripTypes({ known, value: 'nope', renderedTypes: ['gone'], denylist: [] })).toEqual([
      ...FEATURED_VIZ_TYPES,
    ]);
    expect(tileStripTypes({ known, value: 'table', renderedTypes: [], denylist: ['pie', 'table'] })).toEqual([
      'echarts_timeseries_line',
      'echarts_timeseries_bar',
      'echarts_area',
      'big_number_total',
      'table',
    ]);
  });

  it("X11.07 details: name, badge and its explanation, tags, description or 'No description available.', examples", () => {
    const full = chartDetails(
      meta('Beta chart', {
        label: 'BETA',
        labelExplanation: 'May change.',
        tags: ['New'],
        description: 'Draws.',
        exampleGallery: [{ url: '/a.png', caption: 'A' }],
      }),
    );
    expect(full).toEqual({
      name: 'Beta chart',
      label: 'BETA',
      labelExplanation: 'May change.',
      tags: ['New'],
      description: 'Draws.',
      examples: [{ url: '/a.png', caption: 'A' }],
    });
    const bare = chartDetails(meta('Bare', { thumbnail: 'data:image/svg+xml,x' }));
    expect(bare.description).toBe('No description available.');
    expect(bare.examples).toEqual([{ url: 'data:image/svg+xml,x', caption: 'Bare' }]);
    expect(chartDetails(meta('Nothing')).examples).toEqual([]);
  });
});

describe('moving through the thumbnail grid', () => {
  // 10 tiles in rows of 4: 0 1 2 3 / 4 5 6 7 / 8 9. Each case: key, from, expected.
  const moves = (cases: [string, number, number | null][]) =>
    cases.map(([key, from]) => [key, from, tileAfterKey(key, from, 10, 4)]);

  it('X11.06 arrows move by one tile across and by a row of columns up and down; Home and End go to the ends', () => {
    const cases: [string, number, number | null][] = [
      ['ArrowRight', 1, 2],
      ['ArrowLeft', 4, 3],
      ['ArrowDown', 1, 5],
      ['ArrowUp', 5, 1],
      ['Home', 7, 0],
      ['End', 2, 9],
    ];
    expect(moves(cases)).toEqual(cases);
  });

  it('X11.06 moves stop at the edges, a move down into a short last row lands on its last tile, other keys move nothing', () => {
    const cases: [string, number, number | null][] = [
      ['ArrowLeft', 0, 0],
      ['ArrowRight', 9, 9],
      ['ArrowUp', 2, 2],
      ['ArrowDown', 7, 9],
      ['ArrowDown', 9, 9],
      ['a', 3, null],
    ];
    expect(moves(cases)).toEqual(cases);
    expect(tileAfterKey('ArrowRight', 0, 0, 4)).toBeNull();
  });

  it('X11.06 columns that fit a width: tiles of at least 132 px with 8 px between, never fewer than one', () => {
    expect(columnsForWidth(0)).toBe(1);
    expect(columnsForWidth(131)).toBe(1);
    expect(columnsForWidth(132 * 4 + 8 * 3)).toBe(4);
    expect(columnsForWidth(132 * 4 + 8 * 3 - 1)).toBe(3);
  });
});

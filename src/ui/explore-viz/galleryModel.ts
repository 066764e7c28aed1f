/** The visualization type gallery's pure rules: which types show, their order, the sidebar and the tile strip. */
import type {
  Behavior,
  ChartMetadata,
  ChartPlugin,
  ChartRegistry,
  ExampleImage,
  GalleryEntry,
} from '../../core/chart-plugin';

/** X11.01: the tile strip's fixed types (line, bar, area, table, big number total, pie). */
export const FEATURED_VIZ_TYPES = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'table',
  'big_number_total',
  'pie',
] as const;

/**
 * X11.10: the popularity priority list (the spec does not show Superset's): the everyday charts first, then the
 * Superset types a dynamic plugin may bring, roughly by how often they are picked. Types not listed follow by name.
 */
export const POPULARITY_ORDER: readonly string[] = [
  'table',
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'big_number_total',
  'big_number',
  'pie',
  'echarts_timeseries_scatter',
  'pivot_table_v2',
  'mixed_timeseries',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'box_plot',
  'heatmap_v2',
  'histogram_v2',
  'treemap_v2',
  'sunburst_v2',
  'funnel',
  'gauge_chart',
  'radar',
  'bubble_v2',
  'waterfall',
  'sankey_v2',
  'graph_chart',
  'word_cloud',
  'world_map',
  'country_map',
];

/** X11.04: the recommended tags, in the order the sidebar shows them. */
export const RECOMMENDED_TAGS = ['Popular', 'ECharts', 'Advanced-Analytics'] as const;
/** The one selector of the 'All charts' section. */
export const ALL_CHARTS = 'All charts';
/** X11.10: where types without a category go; it sorts last. */
export const OTHER_CATEGORY = 'Other';
/** X11.07: the details pane's text for a type without a description. */
export const NO_DESCRIPTION = 'No description available.';

/** The sidebar's sections. */
export type GallerySection = 'ALL_CHARTS' | 'RECOMMENDED_TAGS' | 'CATEGORY' | 'TAGS';

/** One sidebar entry: a section and its value (a category, a tag, or ALL_CHARTS). */
export interface GallerySelector {
  section: GallerySection;
  value: string;
}

/** A sidebar section: its title and selectors. */
export interface SidebarSection {
  id: GallerySection;
  title: string;
  selectors: string[];
}

/** What the gallery leaves out besides deprecated types. */
export interface GalleryFilter {
  /** X11.12: viz_type keys never offered (the bootstrap's VIZ_TYPE_DENYLIST). */
  denylist: readonly string[];
  /** Whether DASHBOARD_CROSS_FILTERS is on: a filter plugin that is also an interactive chart shows only then. */
  crossFilters: boolean;
}

/** X11.12: the VIZ_TYPE_DENYLIST of the bootstrap's configuration, its string entries only. */
export function vizTypeDenylist(conf: Readonly<Record<string, unknown>>): string[] {
  const list = conf.VIZ_TYPE_DENYLIST;
  return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
}

/** X11.09: a native filter plugin belongs to the filter bar; it is a chart type only when it also draws an interactive chart. */
export function hasChartBehaviours(behaviors: readonly Behavior[], crossFilters: boolean): boolean {
  return !behaviors.includes('NATIVE_FILTER') || (crossFilters && behaviors.includes('INTERACTIVE_CHART'));
}

/** X11.09 / X11.12: the registry's gallery (deprecated types hidden) less behaviour-lacking and denied types. */
export function galleryEntries(
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>,
  filter: GalleryFilter,
): GalleryEntry[] {
  const denied = new Set(filter.denylist);
  return registry
    .gallery()
    .filter((e) => !denied.has(e.key) && hasChartBehaviours(e.metadata.behaviors, filter.crossFilters));
}

const RANK = new Map(POPULARITY_ORDER.map((key, i) => [key, i]));

/** X11.10: listed types in the priority order, then the others by name. */
export function orderByPopularity(entries: readonly GalleryEntry[]): GalleryEntry[] {
  const rank = (e: GalleryEntry): number => RANK.get(e.key) ?? POPULARITY_ORDER.length;
  return [...entries].sort(
    (a, b) => rank(a) - rank(b) || a.metadata.name.localeCompare(b.metadata.name) || a.key.localeCompare(b.key),
  );
}

/** The category a type is listed under. */
export function categoryOf(metadata: ChartMetadata): string {
  return metadata.category || OTHER_CATEGORY;
}

/** X11.04 / X11.10: All charts, Recommended tags, Category (by name, 'Other' last), Tags (by name). */
export function sidebarSections(entries: readonly GalleryEntry[]): SidebarSection[] {
  const categories = [...new Set(entries.map((e) => categoryOf(e.metadata)))].sort((a, b) =>
    a === OTHER_CATEGORY ? 1 : b === OTHER_CATEGORY ? -1 : a.localeCompare(b),
  );
  const tags = [...new Set(entries.flatMap((e) => e.metadata.tags))].sort((a, b) => a.localeCompare(b));
  return [
    { id: 'ALL_CHARTS', title: 'All charts', selectors: [ALL_CHARTS] },
    { id: 'RECOMMENDED_TAGS', title: 'Recommended tags', selectors: [...RECOMMENDED_TAGS] },
    { id: 'CATEGORY', title: 'Category', selectors: categories },
    { id: 'TAGS', title: 'Tags', selectors: tags },
  ];
}

/** Whether a type is listed under a selector. */
export function matchesSelector(entry: GalleryEntry, selector: GallerySelector): boolean {
  switch (selector.section) {
    case 'ALL_CHARTS':
      return true;
    case 'CATEGORY':
      return categoryOf(entry.metadata) === selector.value;
    case 'RECOMMENDED_TAGS':
    case 'TAGS':
      return entry.metadata.tags.includes(selector.value);
  }
}

/** The types a selector lists, in popularity order (pass entries already ordered to skip the sort). */
export function entriesForSelector(entries: readonly GalleryEntry[], selector: GallerySelector): GalleryEntry[] {
  return orderByPopularity(entries.filter((e) => matchesSelector(e, selector)));
}

/** X11.08: the selected type survives a sidebar change only when the new selector lists it. */
export function selectionAfterSelectorChange(
  selected: string | null,
  entries: readonly GalleryEntry[],
  selector: GallerySelector,
): string | null {
  const entry = entries.find((e) => e.key === selected);
  return entry && matchesSelector(entry, selector) ? entry.key : null;
}

/** What the details pane shows for a type (X11.07). */
export interface ChartDetails {
  name: string;
  label: string | null;
  labelExplanation: string | null;
  tags: string[];
  description: string;
  examples: ExampleImage[];
}

/** X11.07: the details of a type; without an examples gallery its thumbnail is the one example. */
export function chartDetails(metadata: ChartMetadata): ChartDetails {
  const examples = metadata.exampleGallery.length
    ? metadata.exampleGallery
    : metadata.thumbnail
      ? [{ url: metadata.thumbnail, caption: metadata.name }]
      : [];
  return {
    name: metadata.name,
    label: metadata.label,
    labelExplanation: metadata.labelExplanation,
    tags: metadata.tags,
    description: metadata.description.trim() || NO_DESCRIPTION,
    examples,
  };
}

/** Inputs of the tile strip. */
export interface TileStripInput {
  /** The registered viz_type keys. */
  known: ReadonlySet<string>;
  value: string | null;
  /** Types the chart has been rendered as this session (the last one first). */
  renderedTypes: readonly string[];
  denylist: readonly string[];
}

/** X11.01: the featured types that are registered and not denied, then the selected type, then the rendered ones. */
export function tileStripTypes({ known, value, renderedTypes, denylist }: TileStripInput): string[] {
  const denied = new Set(denylist);
  const tiles = FEATURED_VIZ_TYPES.filter((k) => known.has(k) && !denied.has(k)) as string[];
  const add = (k: string | null, allowDenied: boolean): void => {
    if (k && known.has(k) && !tiles.includes(k) && (allowDenied || !denied.has(k))) tiles.push(k);
  };
  add(value, true);
  for (const k of renderedTypes) add(k, false);
  return tiles;
}

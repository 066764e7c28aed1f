// 1,000-ish generated chart types for the gallery benches: names, tags, categories and descriptions of realistic length.
import type { GalleryEntry } from '../../src/core/chart-plugin';

/** A small deterministic generator, so every run searches the same types. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS = [
  'line',
  'bar',
  'area',
  'pie',
  'donut',
  'table',
  'pivot',
  'heatmap',
  'sankey',
  'funnel',
  'gauge',
  'radar',
  'tree',
  'bubble',
  'scatter',
  'box',
  'histogram',
  'waterfall',
  'map',
  'calendar',
  'word',
  'cloud',
  'graph',
  'sunburst',
  'number',
  'trend',
  'series',
  'time',
  'stacked',
  'grouped',
];
const TAGS = [
  'Popular',
  'ECharts',
  'Advanced-Analytics',
  'Time',
  'Trend',
  'Comparison',
  'Proportional',
  'Geo',
  'Flow',
  'Statistical',
  'Tabular',
  'Report',
  'Business',
  'Categorical',
  'Circular',
  'Distribution',
  'Ranking',
  'Multi-Dimensions',
  'Relational',
  'Text',
];
const CATEGORIES = [
  'Evolution',
  'Distribution',
  'Part of a Whole',
  'Ranking',
  'Correlation',
  'Map',
  'Flow',
  'KPI',
  'Table',
  'Other',
];
const PROSE =
  'shows how a measure changes across categories and over time so an analyst can compare groups spot outliers and read the share of each part in the whole with labels legends and tooltips'.split(
    ' ',
  );

/** `n` chart types `fake_0`…; `thumbnails` are handed out in turn. */
export function fakeChartTypes(n: number, thumbnails: readonly string[] = ['']): GalleryEntry[] {
  const rnd = random(42);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  return Array.from({ length: n }, (_, i) => ({
    key: `fake_${i}`,
    metadata: {
      name: `${pick(WORDS)} ${pick(WORDS)} chart ${i}`.replace(/^./, (c) => c.toUpperCase()),
      thumbnail: thumbnails[i % thumbnails.length] ?? '',
      description: Array.from({ length: 20 + Math.floor(rnd() * 20) }, () => pick(PROSE)).join(' ') + '.',
      tags: [...new Set(Array.from({ length: 3 + Math.floor(rnd() * 4) }, () => pick(TAGS)))],
      category: pick(CATEGORIES),
      label: null,
      labelExplanation: null,
      deprecated: false,
      behaviors: ['INTERACTIVE_CHART'],
      exampleGallery: [],
    },
  }));
}

/** What the benches type: each prefix is one keystroke. */
export const TYPED_QUERIES = [
  'line chart',
  'big number trend',
  'pie',
  'tabel',
  'sankey flow',
  'time series bar',
  'heatmap calendar',
];

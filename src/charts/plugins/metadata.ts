/** Gallery metadata of the built-in chart types. */
import type { ChartMetadata } from '../../core/chart-plugin';
import { catalogueMetadata } from './catalogueMetadata';
import { THUMBNAILS } from './thumbnails';

/** Gallery metadata with the defaults of a built-in chart type filled in. */
export function meta(m: Partial<ChartMetadata> & Pick<ChartMetadata, 'name' | 'category'>): ChartMetadata {
  return {
    thumbnail: '',
    description: '',
    tags: [],
    label: null,
    labelExplanation: null,
    deprecated: false,
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    exampleGallery: [],
    ...m,
  };
}

const EVOLUTION = 'Evolution';

/** Metadata per viz_type key. */
export const METADATA = {
  echarts_timeseries_line: meta({
    thumbnail: THUMBNAILS.echarts_timeseries_line,
    name: 'Line Chart',
    category: EVOLUTION,
    description:
      'Line chart is used to visualize measurements taken over a given category. Line chart is a type of chart which displays information as a series of data points connected by straight line segments.',
    tags: ['Aesthetic', 'ECharts', 'Line', 'Popular', 'Predictive', 'Advanced-Analytics', 'Time', 'Trend'],
    canBeAnnotationTypes: ['EVENT', 'INTERVAL'],
  }),
  echarts_timeseries_bar: meta({
    thumbnail: THUMBNAILS.echarts_timeseries_bar,
    name: 'Bar Chart',
    category: EVOLUTION,
    description:
      'Bar Charts are used to show metrics as a series of bars. Vertical, horizontal and stacked bars are supported.',
    tags: [
      'Bar',
      'Comparison',
      'ECharts',
      'Popular',
      'Proportional',
      'Advanced-Analytics',
      'Vertical',
      'Horizontal',
      'Stacked',
    ],
    canBeAnnotationTypes: ['EVENT', 'INTERVAL'],
  }),
  echarts_area: meta({
    thumbnail: THUMBNAILS.echarts_area,
    name: 'Area Chart',
    category: EVOLUTION,
    description:
      'Time-series Area chart are similar to line chart in that they represent variables with the same scale, but area charts stack the metrics on top of each other.',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Time', 'Line', 'Transformable', 'Stacked', 'Popular'],
    canBeAnnotationTypes: ['EVENT', 'INTERVAL'],
  }),
  echarts_timeseries_scatter: meta({
    thumbnail: THUMBNAILS.echarts_timeseries_scatter,
    name: 'Scatter Plot',
    category: EVOLUTION,
    description:
      'Scatter Plot has the horizontal axis in linear units, and the points are connected in order. It shows a statistical relationship between two variables.',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Time', 'Transformable', 'Scatter', 'Popular'],
    canBeAnnotationTypes: ['EVENT', 'INTERVAL'],
  }),
  big_number_total: meta({
    thumbnail: THUMBNAILS.big_number_total,
    name: 'Big Number',
    category: 'KPI',
    description:
      'Showcases a single metric front-and-center. Big number is best used to call attention to a KPI or the one thing you want your audience to focus on.',
    tags: ['Additive', 'Business', 'ECharts', 'Legacy', 'Percentages', 'Popular', 'Report', 'Description'],
    behaviors: ['DRILL_TO_DETAIL'],
  }),
  big_number: meta({
    thumbnail: THUMBNAILS.big_number,
    name: 'Big Number with Trendline',
    category: 'KPI',
    description:
      'Showcases a single number accompanied by a simple line chart, to call attention to an important metric along with its change over time or other dimension.',
    tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Popular', 'Report', 'Description', 'Trend'],
    behaviors: ['DRILL_TO_DETAIL'],
  }),
  pie: meta({
    thumbnail: THUMBNAILS.pie,
    name: 'Pie Chart',
    category: 'Part of a Whole',
    description:
      'The classic. Great for showing how much of a company each investor gets, what demographics follow your blog, or what portion of the budget goes to the military industrial complex. A donut is a pie with a hole.',
    tags: ['Categorical', 'Circular', 'Comparison', 'Percentages', 'ECharts', 'Popular', 'Proportional'],
  }),
  table: meta({
    thumbnail: THUMBNAILS.table,
    name: 'Table',
    category: 'Table',
    description:
      'Classic row-by-column spreadsheet like view of a dataset. Use tables to showcase a view into the underlying data or to show aggregated metrics.',
    tags: ['Additive', 'Business', 'Pattern', 'Popular', 'Report', 'Sequential', 'Tabular', 'Description'],
  }),
  pivot_table_v2: meta({
    thumbnail: THUMBNAILS.pivot_table_v2,
    name: 'Pivot Table',
    category: 'Table',
    description:
      'Used to summarize a set of data by grouping together multiple statistics along two axes. Examples: Sales numbers by region and month, tasks by status and assignee, active users by age and location. Not the most visually stunning visualization, but highly informative and versatile.',
    tags: ['Additive', 'Report', 'Tabular', 'Popular'],
  }),
  time_table: meta({
    thumbnail: THUMBNAILS.time_table,
    name: 'Time-series Table',
    category: 'Table',
    description: 'Compare multiple time series charts (as sparklines) and related metrics quickly.',
    tags: ['Multi-Variables', 'Comparison', 'Legacy', 'Percentages', 'Tabular', 'Text', 'Trend'],
    behaviors: ['INTERACTIVE_CHART'],
  }),
  ...catalogueMetadata(meta),
} satisfies Record<string, ChartMetadata>;

/** Gallery metadata of the catalogue's chart types, with Superset's names, categories, tags and descriptions. */
import type { ChartMetadata } from '../../core/chart-plugin';
import { THUMBNAILS } from './thumbnails';

type Meta = (m: Partial<ChartMetadata> & Pick<ChartMetadata, 'name' | 'category'>) => ChartMetadata;

/** Metadata per viz_type key, made with metadata.ts's defaults (handed in, so the two files import one way). */
export function catalogueMetadata(meta: Meta) {
  return {
    echarts_timeseries_smooth: meta({
      thumbnail: THUMBNAILS.echarts_timeseries_smooth,
      name: 'Smooth Line',
      category: 'Evolution',
      description:
        'Smooth-line is a variation of the line chart. Without angles and hard edges, Smooth-line sometimes looks smarter and more professional.',
      tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Time', 'Line', 'Transformable'],
      canBeAnnotationTypes: ['EVENT', 'INTERVAL'],
    }),
    echarts_timeseries_step: meta({
      thumbnail: THUMBNAILS.echarts_timeseries_step,
      name: 'Stepped Line',
      category: 'Evolution',
      description:
        'Stepped-line graph (also called step chart) is a variation of line chart but with the line forming a series of steps between data points. A step chart can be useful when you want to show the changes that occur at irregular intervals.',
      tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Time', 'Line', 'Transformable', 'Stepped'],
      canBeAnnotationTypes: ['EVENT', 'INTERVAL'],
    }),
    mixed_timeseries: meta({
      thumbnail: THUMBNAILS.mixed_timeseries,
      name: 'Mixed Chart',
      category: 'Evolution',
      description:
        'Visualize two different series using the same x-axis. Note that both series can be visualized with a different chart type (e.g. 1 using bars and 1 using a line).',
      tags: ['Advanced-Analytics', 'ECharts', 'Line', 'Multi-Variables', 'Time', 'Transformable'],
      canBeAnnotationTypes: ['EVENT', 'INTERVAL'],
    }),
    histogram_v2: meta({
      thumbnail: THUMBNAILS.histogram_v2,
      name: 'Histogram',
      category: 'Distribution',
      description:
        'The histogram chart displays the distribution of a dataset by representing the frequency or count of values within different ranges or bins. It helps visualize patterns, clusters, and outliers in the data and provides insights into its shape, central tendency, and spread.',
      tags: ['Comparison', 'ECharts', 'Pattern', 'Range'],
    }),
    box_plot: meta({
      thumbnail: THUMBNAILS.box_plot,
      name: 'Box Plot',
      category: 'Distribution',
      description:
        'Also known as a box and whisker plot, this visualization compares the distributions of a related metric across multiple groups. The box in the middle emphasizes the mean, median, and inner 2 quartiles. The whiskers around each box visualize the min, max, range, and outer 2 quartiles.',
      tags: ['ECharts', 'Range', 'Statistical'],
    }),
    bubble_v2: meta({
      thumbnail: THUMBNAILS.bubble_v2,
      name: 'Bubble Chart',
      category: 'Correlation',
      description:
        'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, and bubble size). Bubbles from the same group can be showcased using bubble color.',
      tags: ['Multi-Dimensions', 'Comparison', 'Scatter', 'Time', 'Trend', 'ECharts'],
    }),
    funnel: meta({
      thumbnail: THUMBNAILS.funnel,
      name: 'Funnel Chart',
      category: 'KPI',
      description:
        'Showcases how a metric changes as the funnel progresses. This classic chart is useful for visualizing drop-off between stages in a pipeline or lifecycle.',
      tags: ['Business', 'ECharts', 'Progressive', 'Report', 'Sequential', 'Trend'],
    }),
    waterfall: meta({
      thumbnail: THUMBNAILS.waterfall,
      name: 'Waterfall Chart',
      category: 'Evolution',
      description:
        'A waterfall chart is a form of data visualization that helps in understanding the cumulative effect of sequentially introduced positive or negative values. These intermediate values can either be time based or category based.',
      tags: ['Categorical', 'Comparison', 'ECharts'],
    }),
    heatmap_v2: meta({
      thumbnail: THUMBNAILS.heatmap_v2,
      name: 'Heatmap',
      category: 'Correlation',
      description:
        'Visualize a related metric across pairs of groups. Heatmaps excel at showcasing the correlation or strength between two groups. Color is used to emphasize the strength of the link between each pair of groups.',
      tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'ECharts'],
    }),
    gauge_chart: meta({
      thumbnail: THUMBNAILS.gauge_chart,
      name: 'Gauge Chart',
      category: 'KPI',
      description:
        'Uses a gauge to showcase progress of a metric towards a target. The position of the dial represents the progress and the terminal value in the gauge represents the target value.',
      tags: ['Business', 'Comparison', 'ECharts', 'Progressive', 'Report'],
    }),
    treemap_v2: meta({
      thumbnail: THUMBNAILS.treemap_v2,
      name: 'Treemap',
      category: 'Part of a Whole',
      description:
        'Show hierarchical relationships of data, with the value represented by area, showing proportion and contribution to the whole.',
      tags: ['Categorical', 'Comparison', 'ECharts', 'Multi-Levels', 'Percentages', 'Proportional'],
    }),
    sunburst_v2: meta({
      thumbnail: THUMBNAILS.sunburst_v2,
      name: 'Sunburst Chart',
      category: 'Part of a Whole',
      description:
        'Uses circles to visualize the flow of data through different stages of a system. Hover over individual paths in the visualization to understand the stages a value took. Useful for multi-stage, multi-group visualizing funnels and pipelines.',
      tags: ['ECharts', 'Multi-Levels', 'Proportional', 'Featured'],
    }),
    word_cloud: meta({
      thumbnail: THUMBNAILS.word_cloud,
      name: 'Word Cloud',
      category: 'Ranking',
      description:
        'Visualizes the words in a column that appear the most often. Bigger font corresponds to higher frequency.',
      tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
      behaviors: ['INTERACTIVE_CHART'],
    }),
    world_map: meta({
      thumbnail: THUMBNAILS.world_map,
      name: 'World Map',
      category: 'Map',
      description: 'A map of the world, that can indicate values in different countries.',
      tags: [
        '2D',
        'Comparison',
        'Intensity',
        'Legacy',
        'Multi-Dimensions',
        'Multi-Layers',
        'Multi-Variables',
        'Scatter',
        'Featured',
      ],
      behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    }),
    country_map: meta({
      thumbnail: THUMBNAILS.country_map,
      name: 'Country Map',
      category: 'Map',
      description:
        "Visualizes how a single metric varies across a country's principal subdivisions (states, provinces, etc) on a choropleth map. Each subdivision's value is elevated when you hover over its corresponding geographic boundary.",
      tags: ['2D', 'Comparison', 'Geo', 'Range', 'Report', 'Stacked'],
      behaviors: ['DRILL_TO_DETAIL'],
    }),
  } satisfies Record<string, ChartMetadata>;
}

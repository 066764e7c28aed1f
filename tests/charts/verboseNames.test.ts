// The dataset's verbose names (verbose_map) head the columns, series, legends and tooltips charts show.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import type {
  MapChartModel,
  PieChartModel,
  PivotTableModel,
  TableModel,
  WordCloudModel,
  XYChartModel,
} from '../../src/charts';
import { verboseNamer } from '../../src/charts/verbose';
import { mapTooltip } from '../../src/charts/views/tooltips';
import { T0, result, timeseriesForm } from './fixtures';

const verboseMap = { sum__num: 'Births', name: 'First name', gender: 'Gender', state: 'State' };
const context = { width: 600, height: 400, verboseMap };

describe('verbose names', () => {
  it('a label takes its verbose name; a series name that starts with a metric label names the metric', () => {
    const name = verboseNamer({ datasource: '1__table', viz_type: 'table' }, context);
    expect(name('sum__num')).toBe('Births');
    expect(name('sum__num, boy')).toBe('Births, boy');
    expect(name('boy')).toBe('boy');
    // The form's own verbose_map (as Superset's explore sends it) counts too, the dataset's first.
    const both = verboseNamer({ datasource: '1__table', viz_type: 'table', verbose_map: { num: 'Number' } }, context);
    expect(both('num')).toBe('Number');
  });

  it('the table heads its columns with the verbose names', () => {
    const rows = result(['name', 'sum__num'], [1, 0], [{ name: 'Ann', sum__num: 3 }]);
    const model = BUILT_IN_PLUGINS.table.transformProps(
      [rows],
      { datasource: '1__table', viz_type: 'table', groupby: ['name'], metrics: ['sum__num'] },
      context,
    ) as TableModel;
    expect(model.columns.map((c) => c.label)).toEqual(['First name', 'Births']);
  });

  it('the pivot table names its row fields and metrics with the verbose names', () => {
    const rows = result(['state', 'sum__num'], [1, 0], [{ state: 'CA', sum__num: 3 }]);
    const model = BUILT_IN_PLUGINS.pivot_table_v2.transformProps(
      [rows],
      {
        datasource: '1__table',
        viz_type: 'pivot_table_v2',
        groupbyRows: ['state'],
        groupbyColumns: [],
        metrics: ['sum__num'],
        metricsLayout: 'COLUMNS',
      },
      context,
    ) as PivotTableModel;
    expect(model.rowFields).toEqual(['State']);
    expect(JSON.stringify(model.headerRows)).toContain('Births');
  });

  it('a line chart names its series in the legend and the tooltip with the metric’s verbose name', () => {
    const rows = result(
      ['ds', 'sum__num'],
      [2, 0],
      [
        { ds: T0, sum__num: 1 },
        { ds: T0 + 86_400_000, sum__num: 2 },
      ],
    );
    const model = BUILT_IN_PLUGINS.echarts_timeseries_line.transformProps(
      [rows],
      timeseriesForm('echarts_timeseries_line', { metrics: ['sum__num'], groupby: [] }),
      context,
    ) as XYChartModel;
    expect(model.legend.map((l) => l.label)).toEqual(['Births']);
    expect(model.series.map((s) => s.label)).toEqual(['Births']);
  });

  it('the world map’s tooltip and the word cloud’s name the metric by its verbose name', () => {
    const rows = result(['country', 'sum__num'], [1, 0], [{ country: 'FR', sum__num: 3 }]);
    const world = BUILT_IN_PLUGINS.world_map.transformProps(
      [rows],
      { datasource: '1__table', viz_type: 'world_map', entity: 'country', metric: 'sum__num' },
      context,
    ) as MapChartModel;
    const france = world.tooltips.regions?.[0]?.texts?.indexOf('France') ?? -1;
    expect(mapTooltip(world, 'regions', france)?.rows[0]?.label).toBe('Births');
    const cloud = BUILT_IN_PLUGINS.word_cloud.transformProps(
      [result(['name', 'sum__num'], [1, 0], [{ name: 'Ann', sum__num: 3 }])],
      { datasource: '1__table', viz_type: 'word_cloud', series: 'name', metric: 'sum__num' },
      context,
    ) as WordCloudModel;
    expect(cloud.metricLabel).toBe('Births');
    const pie = BUILT_IN_PLUGINS.pie.transformProps(
      [result(['sum__num'], [0], [{ sum__num: 3 }])],
      { datasource: '1__table', viz_type: 'pie', groupby: [], metric: 'sum__num' },
      context,
    ) as PieChartModel;
    expect(pie.legend.map((l) => l.label)).toEqual(['Births']);
  });

  it('the mixed chart’s series, the gauge’s and funnel’s metric piece, the box plot’s series take the verbose names', () => {
    const rows = result(
      ['ds', 'sum__num'],
      [2, 0],
      [
        { ds: T0, sum__num: 1 },
        { ds: T0 + 86_400_000, sum__num: 2 },
      ],
    );
    const mixed = BUILT_IN_PLUGINS.mixed_timeseries.transformProps(
      [rows, rows],
      timeseriesForm('mixed_timeseries', { metrics: ['sum__num'], metrics_b: ['sum__num'], groupby: [] }),
      context,
    ) as XYChartModel;
    expect(mixed.series.map((s) => s.label)).toEqual(['Births', 'Births']);
    const one = result(['sum__num'], [0], [{ sum__num: 3 }]);
    for (const viz of ['gauge_chart', 'funnel'] as const) {
      const model = BUILT_IN_PLUGINS[viz].transformProps(
        [one],
        { datasource: '1__table', viz_type: viz, groupby: [], metric: 'sum__num' },
        context,
      ) as PieChartModel;
      expect(model.slices[0]?.label, viz).toBe('Births');
    }
    const box = BUILT_IN_PLUGINS.box_plot.transformProps(
      [
        result(
          ['state', 'sum__num__min', 'sum__num__q1', 'sum__num__median', 'sum__num__q3', 'sum__num__max'],
          [1, 0, 0, 0, 0, 0],
          [
            {
              state: 'CA',
              sum__num__min: 1,
              sum__num__q1: 2,
              sum__num__median: 3,
              sum__num__q3: 4,
              sum__num__max: 5,
            },
          ],
        ),
      ],
      { datasource: '1__table', viz_type: 'box_plot', groupby: ['state'], columns: ['name'], metrics: ['sum__num'] },
      context,
    ) as XYChartModel;
    expect(box.series.map((s) => s.label)).toEqual(['Births']);
  });
});

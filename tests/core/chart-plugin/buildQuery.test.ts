// form_data → QueryContext lives once, in src/core/chart-plugin: the app's plugins, the worker's default and the
// server's example charts all build with BUILT_IN_BUILD_QUERY / buildChartQueryContext.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import {
  BUILT_IN_BUILD_QUERY,
  buildChartQueryContext,
  buildQueryContext,
  type QueryFormData,
} from '../../../src/core/chart-plugin';

const sumNum = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'num' },
  label: 'SUM(num)',
} as const;

function form(vizType: string): QueryFormData {
  return {
    datasource: '3__table',
    viz_type: vizType,
    x_axis: 'ds',
    time_grain_sqla: 'P1D',
    groupby: ['gender'],
    metrics: [sumNum],
    metric: sumNum,
    adhoc_filters: [
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last week' },
    ],
    row_limit: 100,
    // The deck.gl charts' spatial control: without it their buildQuery refuses the form.
    spatial: { type: 'latlong', lonCol: 'lon', latCol: 'lat' },
    start_spatial: { type: 'latlong', lonCol: 'lon', latCol: 'lat' },
    end_spatial: { type: 'delimited', lonlatCol: 'to' },
    // The shape maps' columns: without them their buildQuery refuses the form too.
    line_column: 'shape',
    geojson: 'feature',
  };
}

describe('one buildQuery per viz type', () => {
  it.each(Object.keys(BUILT_IN_PLUGINS))('the %s plugin builds with the core buildQuery', (vizType) => {
    const plugin = BUILT_IN_PLUGINS[vizType as keyof typeof BUILT_IN_PLUGINS];
    expect(plugin.buildQuery(form(vizType))).toEqual(BUILT_IN_BUILD_QUERY[vizType]?.(form(vizType)));
  });

  it("buildChartQueryContext uses the viz type's buildQuery", () => {
    expect(buildChartQueryContext(form('pie'))).toEqual(BUILT_IN_BUILD_QUERY.pie?.(form('pie')));
  });

  it("a viz type without a buildQuery gets Superset's default: one base query", () => {
    const context = buildChartQueryContext(form('my_dynamic_plugin'));
    expect(context).toEqual(buildQueryContext(form('my_dynamic_plugin')));
    expect(context.queries).toHaveLength(1);
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
  });
});

import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS, defaultRegistry } from '../../../src/charts';
import { dashboardColors, formDataOfChart } from '../../../src/ui/pages/dataSource';

describe('page helpers', () => {
  it("a chart's form data is its params with viz_type, slice_id and datasource from the record", () => {
    const fd = formDataOfChart({
      id: 9,
      slice_name: 'x',
      viz_type: 'pie',
      params: '{"metric":"count","viz_type":"old"}',
      datasource_id: 3,
      datasource_type: 'table',
    });
    expect(fd).toEqual({ metric: 'count', viz_type: 'pie', slice_id: 9, datasource: '3__table' });
    expect(formDataOfChart({ id: 1, slice_name: '', viz_type: 'table', params: 'not json' }).viz_type).toBe('table');
  });

  it('dashboard label colours: chosen colours win over shared ones; the scheme comes along', () => {
    expect(
      dashboardColors(
        '{"color_scheme":"bnbColors","shared_label_colors":{"a":"#111","b":"#222"},"label_colors":{"a":"#fff"}}',
      ),
    ).toEqual({
      colorScheme: 'bnbColors',
      labelColors: { a: '#fff', b: '#222' },
    });
    expect(dashboardColors('{"shared_label_colors":["a"]}')).toEqual({ labelColors: {} });
    expect(dashboardColors(null)).toEqual({ labelColors: {} });
  });

  it('D2.04 the metadata color_namespace and color_scheme are read for the charts’ colours', () => {
    expect(dashboardColors('{"color_scheme":"blueToGreen","color_namespace":"sales"}')).toEqual({
      colorScheme: 'blueToGreen',
      colorNamespace: 'sales',
      labelColors: {},
    });
    expect(dashboardColors('{"color_namespace":""}')).toEqual({ labelColors: {} });
  });

  it('the default registry holds every built-in chart type under its Superset key', () => {
    expect(defaultRegistry().keys()).toEqual(Object.keys(BUILT_IN_PLUGINS));
    expect(defaultRegistry().get('echarts_timeseries_line')).toBe(BUILT_IN_PLUGINS.echarts_timeseries_line);
  });
});

import { describe, expect, it } from 'vitest';
import { ControlRegistry } from '../../../src/core/explore';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import { panelControls } from '../../../src/core/explore';

const recorder = (): { warnings: unknown[][]; warn: (...args: unknown[]) => void } => {
  const warnings: unknown[][] = [];
  return { warnings, warn: (...args: unknown[]) => warnings.push(args) };
};

describe('control registry', () => {
  it('X9.13 an unknown control type gives a console warning and no entry (the panel renders nothing)', () => {
    const logger = recorder();
    const registry = new ControlRegistry<string>(logger);
    registry.register('CheckboxControl', 'checkbox');
    expect(registry.resolve('CheckboxControl')).toBe('checkbox');
    expect(registry.resolve('SpatialControl')).toBeNull();
    expect(registry.resolve('SpatialControl')).toBeNull();
    expect(logger.warnings).toEqual([['Unknown control type: SpatialControl']]);
  });
  it('X9.13 a registration returns a disposer; a type registered later resolves', () => {
    const logger = recorder();
    const registry = new ControlRegistry<string>(logger);
    expect(registry.resolve('TextControl')).toBeNull();
    const dispose = registry.register('TextControl', 'text');
    expect(registry.resolve('TextControl')).toBe('text');
    dispose();
    expect(registry.has('TextControl')).toBe(false);
    expect(registry.types()).toEqual([]);
  });
  it('X9.16 X9.17 every control type the built-in plugins declare is one the registry can be given', () => {
    const types = new Set(
      Object.values(BUILT_IN_PLUGINS).flatMap((p) => panelControls(p.controlPanel).map((c) => c.type)),
    );
    expect([...types]).toEqual(
      expect.arrayContaining([
        'CheckboxControl',
        'HiddenControl',
        'TextControl',
        'XAxisControl',
        'GroupByControl',
        'SelectControl',
      ]),
    );
    const line = panelControls(BUILT_IN_PLUGINS.echarts_timeseries_line.controlPanel).map((c) => c.name);
    expect(line).toEqual(
      expect.arrayContaining([
        'metrics',
        'adhoc_filters',
        'groupby',
        'limit',
        'timeseries_limit_metric',
        'order_desc',
        'row_limit',
        'rolling_type',
        'rolling_periods',
        'min_periods',
        'time_compare',
        'comparison_type',
        'resample_rule',
        'resample_method',
        'annotation_layers',
        'color_scheme',
        'slice_id',
        'cache_timeout',
        'url_params',
      ]),
    );
  });
  it('X9.17 S3.05 the time-series sections declare the time column (granularity_sqla) and the time range', () => {
    for (const key of [
      'echarts_timeseries_line',
      'echarts_timeseries_bar',
      'echarts_area',
      'echarts_timeseries_scatter',
    ] as const) {
      const controls = panelControls(BUILT_IN_PLUGINS[key].controlPanel);
      expect(controls.find((c) => c.name === 'granularity_sqla')).toMatchObject({
        type: 'SelectControl',
        label: 'Time column',
      });
      expect(controls.find((c) => c.name === 'time_range')).toMatchObject({
        type: 'TimeRangeControl',
        default: 'No filter',
      });
    }
  });
});

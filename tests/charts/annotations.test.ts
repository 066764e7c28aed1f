import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import type { MarkLayer, XYChartModel } from '../../src/charts';
import { resultOfRecords } from '../../src/core/chart-plugin';
import type { AnnotationLayer } from '../../src/core/query';
import { seriesPick, xyTooltip } from '../../src/charts/views/tooltips';
import { expectGolden, goldenJson } from '../support/golden';
import { T0, timeseriesForm } from './fixtures';

const DAY = 86_400_000;
const size = { width: 600, height: 400 };

/** The gender series answer, with the annotation data the server sends beside it. */
function answer(annotationData: Record<string, unknown> | null) {
  return resultOfRecords({
    cache_key: null,
    cached_dttm: null,
    cache_timeout: 0,
    annotation_data: annotationData,
    error: null,
    is_cached: false,
    query: '',
    status: 'success',
    stacktrace: null,
    rowcount: 4,
    from_dttm: null,
    to_dttm: null,
    colnames: ['ds', 'boy', 'girl'],
    coltypes: [2, 0, 0],
    data: [
      { ds: T0, boy: 10, girl: 4 },
      { ds: T0 + DAY, boy: 12, girl: null },
      { ds: T0 + 2 * DAY, boy: 7, girl: 9 },
      { ds: T0 + 3 * DAY, boy: -3, girl: 11 },
    ],
    applied_filters: [],
    rejected_filters: [],
  });
}

function layer(fields: Partial<AnnotationLayer> & Pick<AnnotationLayer, 'name'>): AnnotationLayer {
  return { show: true, showMarkers: false, value: '', style: 'solid', width: 1, color: null, opacity: '', ...fields };
}

function chart(vizType: string, layers: AnnotationLayer[], data: Record<string, unknown> | null = null): XYChartModel {
  const plugin = BUILT_IN_PLUGINS[vizType as keyof typeof BUILT_IN_PLUGINS];
  const form = timeseriesForm(vizType, { annotation_layers: layers });
  return plugin.transformProps([answer(data)], form, size) as XYChartModel;
}

const marksOf = (model: XYChartModel, name: string): MarkLayer | undefined =>
  model.layers.find((l) => l.id === `annotation:${name}`);

const native = {
  columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
  records: [
    {
      start_dttm: T0 + DAY,
      end_dttm: T0 + 2 * DAY,
      short_descr: 'Launch',
      long_descr: 'v1 shipped',
      json_metadata: '',
    },
  ],
};

describe('annotation layers on line, bar and area charts', () => {
  it('X9.01 a formula layer is a line y = f(x) across the x range, in its colour, width and opacity [golden]', () => {
    const model = chart('echarts_timeseries_line', [
      layer({
        name: 'target',
        annotationType: 'FORMULA',
        value: '5',
        color: '#ff0000',
        width: 3,
        opacity: 'opacityMedium',
      }),
    ]);
    expectGolden('charts/line.annotation.formula.model.json', goldenJson(marksOf(model, 'target')));
    const marks = marksOf(model, 'target');
    expect(marks?.kind).toBe('path');
    if (marks?.kind !== 'path') return;
    expect(marks.count).toBe(1);
    expect(marks.widthPx).toBe(3);
    expect(Array.from(marks.colors.slice(0, 4))).toEqual([255, 0, 0, 128]);
    const xs = marks.positions.filter((_, i) => i % 2 === 0);
    const ys = new Set(
      Array.from(
        marks.positions.filter((_, i) => i % 2 === 1),
        (y) => y.toFixed(5),
      ),
    );
    expect(xs[0]).toBeCloseTo(0);
    expect(xs.at(-1)).toBeCloseTo(1);
    expect(ys.size).toBe(1); // y = 5 is flat
    const y5 = [...ys][0];
    expect(Number(y5)).toBeCloseTo(
      (5 - Number(model.yAxis.domain[0])) / (Number(model.yAxis.domain[1]) - Number(model.yAxis.domain[0])),
      4,
    );
  });

  it('X9.01 a dashed formula layer is cut into dashes; a hidden layer or line, or text that is no formula, draws nothing', () => {
    const model = chart('echarts_timeseries_line', [
      layer({ name: 'dashed', annotationType: 'FORMULA', value: '5', style: 'dashed' }),
      layer({ name: 'hidden', annotationType: 'FORMULA', value: 'x', show: false }),
      layer({ name: 'no line', annotationType: 'FORMULA', value: 'x', hideLine: true }),
      layer({ name: 'not a formula', annotationType: 'FORMULA', value: 'alert(1)' }),
    ]);
    expect(marksOf(model, 'not a formula')?.count).toBe(0);
    expect(marksOf(model, 'dashed')?.count).toBeGreaterThan(10);
    expect(marksOf(model, 'hidden')).toBeUndefined();
    expect(marksOf(model, 'no line')).toBeUndefined();
  });

  it('X9.01 a native event layer is a vertical line at each event, its title in the tooltip [golden]', () => {
    const model = chart(
      'echarts_timeseries_bar',
      [layer({ name: 'releases', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1, color: '#00ff00' })],
      { releases: native },
    );
    const marks = marksOf(model, 'releases');
    expectGolden('charts/bar.annotation.event.model.json', goldenJson({ marks, tips: model.annotations }));
    expect(marks?.count).toBe(1);
    // Bars sit in bands: the event on the second day is at the second band's centre.
    expect(marks?.positions[0]).toBeCloseTo(model.xPositions[1] ?? NaN);
    expect(model.annotations).toEqual([
      expect.objectContaining({ layer: 'releases', kind: 'event', title: 'Launch', description: 'v1 shipped' }),
    ]);
  });

  it('X9.01 a native interval layer is a band from start to end, half see-through by default [golden]', () => {
    const model = chart(
      'echarts_area',
      [layer({ name: 'outage', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 1, color: '#0000ff' })],
      { outage: native },
    );
    const marks = marksOf(model, 'outage');
    expectGolden('charts/area.annotation.interval.model.json', goldenJson({ marks, tips: model.annotations }));
    expect(marks?.kind).toBe('polygon');
    expect(marks?.count).toBe(1);
    expect(Array.from(marks?.colors.slice(0, 4) ?? [])).toEqual([0, 0, 255, 128]);
    expect(model.annotations?.[0]?.x0).toBeCloseTo(1 / 3);
    expect(model.annotations?.[0]?.x1).toBeCloseTo(2 / 3);
  });

  it('X9.01 a time-series layer draws the other chart’s series as lines [golden]', () => {
    const other = {
      colnames: ['ds', 'forecast'],
      data: [
        { ds: T0, forecast: 1 },
        { ds: T0 + 3 * DAY, forecast: 11 },
      ],
    };
    const model = chart(
      'echarts_timeseries_line',
      [layer({ name: 'forecast', annotationType: 'TIME_SERIES', sourceType: 'line', value: 12, width: 2 })],
      { forecast: other },
    );
    const marks = marksOf(model, 'forecast');
    expectGolden('charts/line.annotation.timeseries.model.json', goldenJson(marks));
    expect(marks?.count).toBe(1);
    expect(marks?.positions[0]).toBeCloseTo(0);
    expect(marks?.positions[2]).toBeCloseTo(1);
  });
});

describe('annotation tooltips', () => {
  const model = chart(
    'echarts_timeseries_line',
    [
      layer({ name: 'releases', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1, color: '#00ff00' }),
      layer({ name: 'outage', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 2 }),
    ],
    { releases: native, outage: native },
  );

  it('X9.01 the tooltip near an event or inside an interval adds its layer, title and description', () => {
    const at = model.annotations?.[0]?.x0 ?? NaN;
    const content = xyTooltip(model, 1, at + 0.001, 0.01);
    expect(content?.rows.slice(-2)).toEqual([
      { label: 'releases', value: 'Launch — v1 shipped', color: '#00ff00' },
      expect.objectContaining({ label: 'outage', value: 'Launch — v1 shipped' }),
    ]);
  });

  it('X9.01 away from an event and outside every interval the tooltip has the series alone', () => {
    const content = xyTooltip(model, 0, 0.05, 0.01);
    expect(content?.rows.map((r) => r.label)).toEqual(['boy', 'girl']);
  });
});

describe('annotation layers from a table chart', () => {
  const table = {
    colnames: ['name', 'starts', 'ends', 'note'],
    data: [
      { name: 'Sale', starts: T0 + DAY, ends: T0 + 3 * DAY, note: 'half price' },
      { name: 'Later', starts: T0 + 30 * DAY, ends: T0 + 31 * DAY, note: null },
    ],
  };
  const columns = {
    timeColumn: 'starts',
    intervalEndColumn: 'ends',
    titleColumn: 'name',
    descriptionColumns: ['note'],
  };

  it('X9.01 a table layer reads its time, end, title and description columns; what lies past the x range is clipped', () => {
    const model = chart(
      'echarts_timeseries_line',
      [
        layer({ name: 'sales', annotationType: 'INTERVAL', sourceType: 'table', value: 4, ...columns }),
        layer({ name: 'starts', annotationType: 'EVENT', sourceType: 'table', value: 4, ...columns, style: 'dotted' }),
      ],
      { sales: table, starts: table },
    );
    expect(model.annotations?.filter((t) => t.layer === 'sales').map((t) => [t.title, t.description])).toEqual([
      ['Sale', 'half price'],
      ['Later', ''],
    ]);
    // The later event lies past the x range: it has its tooltip entry but no mark inside the plot.
    const events = marksOf(model, 'starts');
    const xs = events?.positions.filter((_, i) => i % 2 === 0) ?? [];
    expect(xs.length).toBeGreaterThan(4);
    expect(xs.every((x) => Math.abs(x - 1 / 3) < 1e-6)).toBe(true);
    const bands = marksOf(model, 'sales');
    expect(bands?.count).toBe(1);
    expect(Math.max(...(bands?.positions ?? []))).toBeLessThanOrEqual(1);
    // Intervals are drawn behind the series, lines over them.
    expect(model.layers[0]?.id).toBe('annotation:sales');
    expect(model.layers.at(-1)?.id).toBe('annotation:starts');
  });
});

describe('annotation layers on horizontal bars', () => {
  it('X9.01 an event on a horizontal bar chart runs across the plot at its category, its tooltip there too', () => {
    const plugin = BUILT_IN_PLUGINS.echarts_timeseries_bar;
    const form = timeseriesForm('echarts_timeseries_bar', {
      orientation: 'horizontal',
      annotation_layers: [layer({ name: 'releases', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1 })],
    });
    const model = plugin.transformProps([answer({ releases: native })], form, size) as XYChartModel;
    const at = model.xPositions[1] ?? NaN;
    expect(Array.from(marksOf(model, 'releases')?.positions ?? [])).toEqual([
      0,
      expect.closeTo(at, 5),
      1,
      expect.closeTo(at, 5),
    ]);
    expect(model.annotations?.[0]?.x0).toBeCloseTo(at);
  });
});

describe('time-series layer markers', () => {
  it('X9.01 a time-series layer with markers shown puts a point on each of its values inside the plot', () => {
    const other = {
      colnames: ['ds', 'forecast'],
      data: [
        { ds: T0, forecast: 1 },
        { ds: T0 + DAY, forecast: null },
        { ds: T0 + 3 * DAY, forecast: 11 },
        { ds: T0 + 9 * DAY, forecast: 11 },
      ],
    };
    const model = chart(
      'echarts_area',
      [layer({ name: 'forecast', annotationType: 'TIME_SERIES', sourceType: 'line', value: 12, showMarkers: true })],
      { forecast: other },
    );
    const markers = model.layers.find((l) => l.id === 'annotation:forecast:markers');
    expect(markers?.kind).toBe('point');
    expect(markers?.count).toBe(2);
    expect(Array.from(markers?.positions ?? [])).toEqual([0, expect.closeTo(0.3, 5), 1, expect.closeTo(0.8, 5)]);
  });
});

describe('picking over annotation marks', () => {
  it('X9.01 a pick on an annotation mark is not a series datum: no tooltip datum and no cross-filter from it', () => {
    expect(seriesPick({ layerId: 'annotation:outage', index: 0, series: 0, datum: 0 })).toBeNull();
    const bar = { layerId: 'bars', index: 2, series: 1, datum: 1 };
    expect(seriesPick(bar)).toBe(bar);
    expect(seriesPick(null)).toBeNull();
  });
});

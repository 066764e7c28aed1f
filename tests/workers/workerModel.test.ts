import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import type { MapChartModel } from '../../src/charts';
import { WORKER_TRANSFORMS } from '../../src/charts/workerTransforms';
import type { ChartPropsContext, QueryFormData, WorkerTransforms } from '../../src/core/chart-plugin';
import { toChartResults } from '../../src/core/dataplane';
import type { ChartDataOutcome, DataPlane } from '../../src/core/dataplane';
import { getNamespace, resetNamespaces } from '../../src/core/color';
import { GenericDataType } from '../../src/core/query';
import { reviveScatterModel } from '../../src/charts/plugins/deck/scatter';
import {
  reviveTimeseriesModel,
  timeseriesInWorker,
  transformTimeseriesInWorker,
  transformTimeseriesProps,
} from '../../src/charts/plugins/timeseries/transformProps';
import type { XYChartModel } from '../../src/charts';
import { genderSeries, T0, timeseriesForm } from '../charts/fixtures';
import { loadDuckDBForNode } from '../../wasm/node';
import type { DuckDBHandle } from '../../wasm';
import { connectDataWorker } from '../../workers/client';
import { LOCAL_MODEL_ON_PAGE_ROWS, buffersIn, cloneable, createDataPlane } from '../../workers/dataplane';
import { serveDataPlane } from '../../workers/serve';
import { citiesRecords, deckForm, sumPopulation } from '../charts/deckFixtures';
import type { Records } from '../charts/deckFixtures';
import { ChannelWorker, FakeTimers, fakeFetch, json, recordingLogger } from './fakes';

const { NUMERIC, STRING, TEMPORAL } = GenericDataType;
const XY_TYPES = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'echarts_timeseries_scatter',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
];
const CHART = 7;
const context: ChartPropsContext = { width: 600, height: 400 };

/** One case per moved plugin: its form (a saved chart, so it cross-filters) and the server's records. */
const feature = (geometry: object) => JSON.stringify({ type: 'Feature', properties: { name: 'A' }, geometry });
const CASES: Record<string, { form: QueryFormData; records: Records }> = {
  deck_scatter: {
    form: deckForm('deck_scatter', {
      point_radius_fixed: { type: 'metric', value: sumPopulation },
      dimension: 'country',
    }),
    records: citiesRecords(true),
  },
  deck_grid: { form: deckForm('deck_grid', { size: sumPopulation, grid_size: 2000000 }), records: citiesRecords(true) },
  deck_hex: { form: deckForm('deck_hex', { size: sumPopulation, grid_size: 2000000 }), records: citiesRecords(true) },
  deck_screengrid: {
    form: deckForm('deck_screengrid', { size: sumPopulation, grid_size: 40 }),
    records: citiesRecords(true),
  },
  deck_heatmap: {
    form: deckForm('deck_heatmap', { size: sumPopulation, radius_pixels: 40, linear_color_scheme: 'fire' }),
    records: citiesRecords(true),
  },
  deck_contour: {
    form: deckForm('deck_contour', {
      size: sumPopulation,
      cellSize: 500000,
      contours: [{ lowerThreshold: 1000000, upperThreshold: 5000000, color: { r: 255, g: 200, b: 0, a: 1 } }],
    }),
    records: citiesRecords(true),
  },
  deck_arc: {
    form: deckForm('deck_arc', {
      start_spatial: { type: 'latlong', lonCol: 'from_lon', latCol: 'from_lat' },
      end_spatial: { type: 'delimited', lonlatCol: 'to' },
    }),
    records: {
      colnames: ['from_lon', 'from_lat', 'to'],
      coltypes: [NUMERIC, NUMERIC, STRING],
      data: [
        { from_lon: 2.35, from_lat: 48.86, to: '139.69,35.69' },
        { from_lon: -74, from_lat: 40.7, to: 'nowhere' },
        { from_lon: -0.13, from_lat: 51.5, to: '-74,40.7' },
      ],
    },
  },
  deck_path: {
    form: deckForm('deck_path', {
      spatial: undefined,
      line_column: 'path',
      line_type: 'json',
      tooltip_contents: ['route'],
    }),
    records: {
      colnames: ['route', 'path'],
      coltypes: [STRING, STRING],
      data: [
        { route: 'Paris – Lyon', path: '[[2.35,48.86],[3.5,47],[4.84,45.76]]' },
        { route: 'Broken', path: '[[1,2' },
        { route: 'Tokyo – Honolulu', path: '[[139.7,35.7],[179,30],[-179,28],[-157.86,21.3]]' },
      ],
    },
  },
  deck_polygon: {
    form: deckForm('deck_polygon', {
      spatial: undefined,
      line_column: 'polygon',
      line_type: 'json',
      metric: sumPopulation,
      tooltip_contents: ['name'],
      linear_color_scheme: 'superset_seq_1',
    }),
    records: {
      colnames: ['name', 'polygon', 'SUM(population)'],
      coltypes: [STRING, STRING, NUMERIC],
      data: [
        { name: 'A', polygon: '[[0,0],[10,0],[10,10],[0,10],[0,0]]', 'SUM(population)': 100 },
        { name: 'Broken', polygon: '[[0,0],[1,', 'SUM(population)': 5 },
        { name: 'Fiji', polygon: '[[178,-17],[-179,-17],[-179,-16],[178,-16],[178,-17]]', 'SUM(population)': 200 },
      ],
    },
  },
  deck_geojson: {
    form: deckForm('deck_geojson', { spatial: undefined, geojson: 'shape', filled: true, stroked: true }),
    records: {
      colnames: ['shape'],
      coltypes: [STRING],
      data: [
        {
          shape: feature({
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [10, 0],
                [10, 10],
                [0, 0],
              ],
            ],
          }),
        },
        { shape: '{' },
        {
          shape: feature({
            type: 'LineString',
            coordinates: [
              [20, 0],
              [30, 10],
            ],
          }),
        },
      ],
    },
  },
};

/** The other charts made in the worker: a pie by gender, a big number with its trendline, a big number total. */
const OTHER_CASES: Record<string, { form: QueryFormData; records: Records }> = {
  pie: {
    form: {
      datasource: '3__table',
      viz_type: 'pie',
      metric: 'SUM(num)',
      groupby: ['gender'],
      color_scheme: 'supersetColors',
    },
    records: {
      colnames: ['gender', 'SUM(num)'],
      coltypes: [STRING, NUMERIC],
      data: [
        { gender: 'boy', 'SUM(num)': 30 },
        { gender: 'girl', 'SUM(num)': 10 },
        { gender: null, 'SUM(num)': 5 },
      ],
    },
  },
  big_number: {
    form: { datasource: '3__table', viz_type: 'big_number', metric: 'SUM(num)', x_axis: 'ds', compare_lag: 1 },
    records: {
      colnames: ['ds', 'SUM(num)'],
      coltypes: [TEMPORAL, NUMERIC],
      data: [
        { ds: 1704067200000, 'SUM(num)': 30 },
        { ds: 1704153600000, 'SUM(num)': null },
        { ds: 1704240000000, 'SUM(num)': 45 },
      ],
    },
  },
  big_number_total: {
    form: { datasource: '3__table', viz_type: 'big_number_total', metric: 'SUM(num)', y_axis_format: ',.1f' },
    records: { colnames: ['SUM(num)'], coltypes: [NUMERIC], data: [{ 'SUM(num)': 1234.5 }] },
  },
};

let db: DuckDBHandle;
let worker: ChannelWorker | null = null;
beforeAll(async () => {
  db = await loadDuckDBForNode();
}, 60_000);
afterEach(() => {
  worker?.terminate();
  resetNamespaces();
});

/** A data worker on a MessageChannel answering `records`, and the models its transforms made (on the worker side). */
function planeAnswering(records: Records, transforms: WorkerTransforms): { plane: DataPlane; made: unknown[] } {
  const made: unknown[] = [];
  const recorded = Object.fromEntries(
    Object.entries(transforms).map(([key, transform]) => [
      key,
      (...args: Parameters<typeof transform>) => {
        const model = transform(...args);
        made.push(model);
        return model;
      },
    ]),
  );
  const body = { result: [{ ...records, rowcount: records.data.length }] };
  const inner = createDataPlane({
    fetch: fakeFetch({ '/api/v1/chart/data': () => json(body) }),
    timers: new FakeTimers(),
    storage: null,
    logger: recordingLogger(),
    duckdb: async () => db,
    transforms: async () => recorded,
  });
  const channel = new MessageChannel();
  serveDataPlane(inner, channel.port2);
  worker = new ChannelWorker(channel.port1);
  return { plane: connectDataWorker(worker, { storage: null }), made };
}

/** Every typed array under a model. */
function typedArrays(value: unknown, into: ArrayBufferView[] = []): ArrayBufferView[] {
  if (ArrayBuffer.isView(value)) into.push(value);
  else if (Array.isArray(value)) for (const item of value as unknown[]) typedArrays(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) typedArrays(item, into);
  return into;
}

/** A model's data without its functions, and what each cross-filter target reads for each of its marks. */
function comparable(model: MapChartModel): unknown {
  const { crossFilter, ...rest } = model;
  const targets = Object.entries(crossFilter?.targets ?? {}).map(([id, t]) => [
    id,
    t.columns,
    Array.from({ length: t.count }, (_, i) => t.at(i)),
  ]);
  return { ...rest, chartId: crossFilter?.chartId, targets };
}

const ask = (plane: DataPlane, form: QueryFormData): Promise<ChartDataOutcome> =>
  plane.fetchChartData({
    chartId: CHART,
    formData: { ...form, slice_id: CHART },
    queryContext: { datasource: { id: 7, type: 'table' }, queries: [{}] },
    renderModel: context,
  });

describe('render models made in the data worker (worker-safe transformProps)', () => {
  it('every map but deck_multi, every x/y time-series type, the pie and the big numbers declare a worker-safe transformProps, which the worker has', () => {
    const declared = Object.entries(BUILT_IN_PLUGINS)
      .filter(([, plugin]) => 'transformInWorker' in plugin && plugin.transformInWorker)
      .map(([key]) => key)
      .sort();
    expect(declared).toEqual([...Object.keys(CASES), ...XY_TYPES, ...Object.keys(OTHER_CASES)].sort());
    expect(Object.keys(WORKER_TRANSFORMS).sort()).toEqual(declared);
    for (const key of [...Object.keys(CASES), ...Object.keys(OTHER_CASES)])
      expect(WORKER_TRANSFORMS[key]).toBe(BUILT_IN_PLUGINS[key as keyof typeof BUILT_IN_PLUGINS].transformProps);
    for (const key of XY_TYPES) expect(WORKER_TRANSFORMS[key]).toBe(transformTimeseriesInWorker);
  });

  for (const [vizType, { form, records }] of Object.entries(CASES)) {
    it(`${vizType}: the worker's model is the page's, its typed arrays transferred (the worker's detached)`, async () => {
      const { plane, made } = planeAnswering(records, WORKER_TRANSFORMS);
      const outcome = await ask(plane, form);
      if (outcome.status !== 'success') throw new Error(outcome.status);
      expect(outcome.model?.status).toBe('made');
      if (outcome.model?.status !== 'made') return;
      const plugin = BUILT_IN_PLUGINS[
        vizType as keyof typeof BUILT_IN_PLUGINS
      ] as (typeof BUILT_IN_PLUGINS)['deck_scatter'];
      const formData = { ...form, slice_id: CHART };
      const onPage = plugin.transformProps(toChartResults(outcome.results), formData, context);
      const revive = plugin.transformInWorker?.revive;
      const fromWorker = revive
        ? revive(outcome.model.model as MapChartModel, toChartResults(outcome.results), formData, context)
        : (outcome.model.model as MapChartModel);
      expect(comparable(fromWorker)).toEqual(comparable(onPage));

      const arrived = typedArrays(outcome.model.model);
      expect(arrived.length).toBeGreaterThan(0);
      for (const array of arrived) expect(array.buffer).toBeInstanceOf(ArrayBuffer);
      const left = typedArrays(made[0]);
      expect(left.length).toBe(arrived.length);
      for (const array of left) expect(array.buffer.byteLength).toBe(0);
    });
  }

  it("a request without renderModel, or of a plugin that is not worker-safe, has no model: the page's transformProps runs", async () => {
    const { plane, made } = planeAnswering(citiesRecords(), WORKER_TRANSFORMS);
    const plain = await plane.fetchChartData({ chartId: CHART, formData: CASES.deck_scatter!.form });
    expect(plain.status === 'success' && plain.model).toBe(undefined);
    const table = await ask(plane, { datasource: '7__table', viz_type: 'table' });
    expect(table.status === 'success' && table.model).toBe(undefined);
    expect(made).toEqual([]);
  });

  it("a transformProps that throws in the worker answers the throw's text and stack, as the page would show it", async () => {
    const { plane } = planeAnswering(citiesRecords(), {
      deck_scatter: () => {
        throw new TypeError('no position column');
      },
    });
    const outcome = await ask(plane, CASES.deck_scatter!.form);
    if (outcome.status !== 'success' || outcome.model?.status !== 'failed') throw new Error('no failed model');
    expect(outcome.model.error).toBe('TypeError: no position column');
    expect(outcome.model.stack).toContain('no position column');
  });

  it("a scatter's categories take the page's colours on the page: a dashboard's label colours the worker does not hold", async () => {
    const { plane } = planeAnswering(citiesRecords(true), WORKER_TRANSFORMS);
    const formData = { ...CASES.deck_scatter!.form, slice_id: CHART };
    const outcome = await ask(plane, formData);
    if (outcome.status !== 'success' || outcome.model?.status !== 'made') throw new Error('no model');
    const dashboard = { ...context, colorNamespace: 'dashboard 3' };
    // The worker's scale is a fresh one; the page's namespace has the dashboard's colours for France and Japan.
    getNamespace('dashboard 3').applyDashboardColors({
      label_colors: { FR: '#ff0000' },
      shared_label_colors: { JP: '#00ff00' },
    });
    const results = toChartResults(outcome.results);
    const revived = reviveScatterModel(outcome.model.model as MapChartModel, results, formData, dashboard);
    const onPage = BUILT_IN_PLUGINS.deck_scatter.transformProps(results, formData, dashboard);
    expect(revived.legend.slice(0, 2)).toEqual([
      { label: 'FR', color: '#ff0000' },
      { label: 'JP', color: '#00ff00' },
    ]);
    expect(comparable(revived)).toEqual(comparable(onPage));
  });

  it('a model crosses as structured clone carries it: functions dropped at any depth, typed arrays kept, each buffer once', () => {
    const positions = new Float32Array([1, 2, 3, 4]);
    const shared = new Uint8Array(8);
    class Target {
      constructor(readonly columns: string[]) {}
      read = () => 1;
    }
    const model = {
      layers: [{ marks: { positions, colors: shared.subarray(0, 4), at: () => 0 } }],
      targets: { a: new Target(['city']) },
      when: new Date(0),
      again: shared.subarray(4),
    };
    const copy = cloneable(model) as typeof model;
    expect(copy).toEqual({
      layers: [{ marks: { positions, colors: shared.subarray(0, 4) } }],
      targets: { a: { columns: ['city'] } },
      when: new Date(0),
      again: shared.subarray(4),
    });
    expect(copy.layers[0]!.marks.positions).toBe(positions);
    expect(() => structuredClone(copy)).not.toThrow();
    expect([...buffersIn(copy)]).toEqual([positions.buffer, shared.buffer]);
  });
});

const DAY = 86_400_000;
/** A pivoted time series as the server answers it: ds and a column per gender, one value missing. */
const GENDER_RECORDS: Records = {
  colnames: ['ds', 'boy', 'girl'],
  coltypes: [TEMPORAL, NUMERIC, NUMERIC],
  data: [
    { ds: T0, boy: 10, girl: 4 },
    { ds: T0 + DAY, boy: 12, girl: null },
    { ds: T0 + 2 * DAY, boy: 7, girl: 9 },
    { ds: T0 + 3 * DAY, boy: -3, girl: 11 },
  ],
};

/** An x/y model as a test compares it: every field read (the deferred tooltip labels included), typed arrays as lists. */
const plainXY = (model: XYChartModel): unknown =>
  JSON.parse(
    JSON.stringify({ ...model }, (_key, value: unknown) =>
      ArrayBuffer.isView(value) ? Array.from(value as Uint8Array) : value,
    ),
  );

/** The worker's model of `form` over GENDER_RECORDS after a trip through structured clone, as the page receives it. */
function workerModelOf(form: QueryFormData, ctx: ChartPropsContext): XYChartModel {
  const model = transformTimeseriesInWorker([genderSeries], form, ctx);
  return structuredClone(cloneable(model)) as XYChartModel;
}

describe('x/y time-series models made in the data worker', () => {
  const XY_FORMS: Record<string, QueryFormData> = {
    ...Object.fromEntries(XY_TYPES.map((t) => [t, timeseriesForm(t)])),
    'horizontal bars': timeseriesForm('echarts_timeseries_bar', { orientation: 'horizontal' }),
    'stacked area, as shares': timeseriesForm('echarts_area', { stack: 'Expand', opacity: 0.4 }),
    'markers and a y format': timeseriesForm('echarts_timeseries_line', { markerEnabled: true, y_axis_format: '.2f' }),
  };
  for (const [name, form] of Object.entries(XY_FORMS)) {
    it(`${name}: the worker's model, revived on the page, is the page's own, typed arrays transferred`, async () => {
      const { plane, made } = planeAnswering(GENDER_RECORDS, WORKER_TRANSFORMS);
      const outcome = await ask(plane, form);
      if (outcome.status !== 'success' || outcome.model?.status !== 'made') throw new Error('no model made');
      const formData = { ...form, slice_id: CHART };
      const results = toChartResults(outcome.results);
      const fromWorker = reviveTimeseriesModel(outcome.model.model as XYChartModel, results, formData, context);
      resetNamespaces();
      const onPage = transformTimeseriesProps(results, formData, context);
      expect(plainXY(fromWorker)).toEqual(plainXY(onPage));
      expect(fromWorker.xLabels.length).toBe(4);
      expect(fromWorker.valueLabels).toHaveLength(2);
      // The tooltips' labels were not formatted in the worker: they crossed empty and are made on the page.
      expect((outcome.model.model as XYChartModel).xLabels).toEqual([]);
      expect(typedArrays(made[0]).every((a) => a.buffer.byteLength === 0)).toBe(true);
    });
  }

  it("the series take the page's colours: its shared namespace (other charts' labels first) and label colours", () => {
    const form = timeseriesForm('echarts_area', { opacity: 0.25 });
    const ctx: ChartPropsContext = { ...context, colorNamespace: 'dash-1', labelColors: { boy: '#123456' } };
    const fromWorker = workerModelOf(form, ctx);
    resetNamespaces();
    // The dashboard shares its label colours on the page, and another chart of it named 'other' and 'girl' first.
    getNamespace('dash-1').applyDashboardColors({});
    const other = getNamespace('dash-1').getScale('supersetColors');
    other.getColor('other');
    other.getColor('girl');
    const results = [genderSeries];
    const revived = reviveTimeseriesModel(fromWorker, results, form, ctx);
    const onPage = transformTimeseriesProps(results, form, ctx);
    expect(revived.series.map((s) => s.color)).not.toEqual(fromWorker.series.map((s) => s.color));
    expect(revived.series[0]?.color).toBe('#123456');
    expect(plainXY(revived)).toEqual(plainXY(onPage));
    // The area's fill keeps its own opacity under the page's colour.
    const fill = revived.layers.find((l) => l.kind === 'polygon');
    expect(fill && Array.from(fill.colors.subarray(0, 4))).toEqual([0x12, 0x34, 0x56, Math.round(0.25 * 255)]);
  });

  it("a line's colours, one a vertex, take the page's colour of their series", () => {
    const form = timeseriesForm('echarts_timeseries_line');
    const fromWorker = workerModelOf(form, context);
    const ctx: ChartPropsContext = { ...context, labelColors: { girl: '#00ff00', boy: '#0000ff' } };
    const results = [genderSeries];
    const revived = reviveTimeseriesModel(fromWorker, results, form, ctx);
    expect(plainXY(revived)).toEqual(plainXY(transformTimeseriesProps(results, form, ctx)));
    const line = revived.layers.find((l) => l.kind === 'path');
    expect(line && Array.from(line.colors.subarray(0, 4))).toEqual([0, 0, 255, 255]);
    expect(line && Array.from(line.colors.subarray(-4))).toEqual([0, 255, 0, 255]);
  });

  it('a page colour of another opacity than the worker gave: the page makes the model itself, the same as its own', () => {
    const form = timeseriesForm('echarts_timeseries_line');
    const ctx: ChartPropsContext = { ...context, labelColors: { girl: 'rgba(255, 0, 0, 0.5)' } };
    const fromWorker = workerModelOf(form, { ...context });
    const results = [genderSeries];
    const revived = reviveTimeseriesModel(fromWorker, results, form, ctx);
    expect(plainXY(revived)).toEqual(plainXY(transformTimeseriesProps(results, form, ctx)));
    // A line's colours are one a vertex: the last vertex is girl's.
    const line = revived.layers.find((l) => l.kind === 'path');
    expect(line && Array.from(line.colors.subarray(-4))).toEqual([255, 0, 0, 128]);
  });

  it('a chart with annotation layers is made on the page (their data joins the results there)', () => {
    expect(timeseriesInWorker(timeseriesForm('echarts_timeseries_line'))).toBe(true);
    const annotated = timeseriesForm('echarts_timeseries_line', {
      annotation_layers: [{ name: 'Goal', annotationType: 'FORMULA', value: 'x', show: true }],
    });
    expect(timeseriesInWorker(annotated)).toBe(false);
    expect(BUILT_IN_PLUGINS.echarts_timeseries_line.transformInWorker?.accepts?.(annotated)).toBe(false);
  });
});

/** A model as a test compares it: every field read (deferred ones included), typed arrays as lists. */
const plain = (model: unknown): unknown =>
  JSON.parse(
    JSON.stringify(model, (_key, value: unknown) =>
      ArrayBuffer.isView(value) ? Array.from(value as Uint8Array) : value,
    ),
  );

describe('pies and big numbers made in the data worker', () => {
  for (const [vizType, { form, records }] of Object.entries(OTHER_CASES)) {
    it(`${vizType}: the worker's model, revived on the page, is the page's own`, async () => {
      const { plane } = planeAnswering(records, WORKER_TRANSFORMS);
      const outcome = await ask(plane, form);
      if (outcome.status !== 'success' || outcome.model?.status !== 'made') throw new Error('no model made');
      const plugin = BUILT_IN_PLUGINS[vizType as 'pie'];
      const formData = { ...form, slice_id: CHART };
      const results = toChartResults(outcome.results);
      const revive = plugin.transformInWorker?.revive;
      const made = outcome.model.model as ReturnType<typeof plugin.transformProps>;
      const fromWorker = revive ? revive(made, results, formData, context) : made;
      resetNamespaces();
      expect(plain(fromWorker)).toEqual(plain(plugin.transformProps(results, formData, context)));
    });
  }

  it("a pie's slices take the page's colours: its label colours and the dashboard's shared colours", async () => {
    const { form, records } = OTHER_CASES.pie!;
    const { plane } = planeAnswering(records, WORKER_TRANSFORMS);
    const ctx: ChartPropsContext = { ...context, colorNamespace: 'dash-2', labelColors: { girl: '#00ff00' } };
    const outcome = await plane.fetchChartData({
      chartId: CHART,
      formData: { ...form, slice_id: CHART },
      queryContext: { datasource: { id: 7, type: 'table' }, queries: [{}] },
      renderModel: { ...context, colorNamespace: 'dash-2' },
    });
    if (outcome.status !== 'success' || outcome.model?.status !== 'made') throw new Error('no model made');
    resetNamespaces();
    getNamespace('dash-2').applyDashboardColors({});
    const other = getNamespace('dash-2').getScale('supersetColors');
    other.getColor('other');
    other.getColor('boy');
    const results = toChartResults(outcome.results);
    const formData = { ...form, slice_id: CHART };
    const made = outcome.model.model as ReturnType<typeof BUILT_IN_PLUGINS.pie.transformProps>;
    const before = made.slices.map((s) => s.color);
    const revived = BUILT_IN_PLUGINS.pie.transformInWorker.revive(made, results, formData, ctx);
    expect(revived.slices.map((s) => s.color)).not.toEqual(before);
    expect(revived.slices[1]?.color).toBe('#00ff00');
    expect(plain(revived)).toEqual(plain(BUILT_IN_PLUGINS.pie.transformProps(results, formData, ctx)));
    // The slices' colours are one a vertex: girl's slice (the second) from its start index on.
    const slices = revived.layers[0]!;
    const girl = 'startIndices' in slices ? (slices.startIndices[1] as number) : -1;
    expect(Array.from(slices.colors.subarray(4 * girl, 4 * girl + 4))).toEqual([0, 255, 0, 255]);
  });
});

/** A line chart's request with a render model, its one query filtered by `filters`. */
const askFiltered = (plane: DataPlane, form: QueryFormData, filters: unknown[]): Promise<ChartDataOutcome> =>
  plane.fetchChartData({
    chartId: CHART,
    formData: form,
    queryContext: { datasource: { id: 7, type: 'table' }, queries: [{ filters } as never] },
    renderModel: context,
  });

describe('small local answers carry no model', () => {
  it("a filter answered in the worker (here one narrowing the loaded result) leaves the model to the page, so a click's charts are answered one after another without it", async () => {
    const { plane, made } = planeAnswering(GENDER_RECORDS, WORKER_TRANSFORMS);
    const form = { ...timeseriesForm('echarts_timeseries_line'), slice_id: CHART };
    const asked = (filters: unknown[]) => askFiltered(plane, form, filters);
    const loaded = await asked([]);
    expect(loaded.status === 'success' && loaded.model?.status).toBe('made');
    const narrowed = await asked([{ col: 'boy', op: '>=', val: 5 }]);
    if (narrowed.status !== 'success') throw new Error(narrowed.status);
    expect(narrowed.local).toBe(true);
    expect(narrowed.model).toBe(undefined);
    expect(made).toHaveLength(1);
  });

  it('a large local answer (more rows than LOCAL_MODEL_ON_PAGE_ROWS: a map, a long series) still has its model made in the worker', async () => {
    const rows = LOCAL_MODEL_ON_PAGE_ROWS + 500;
    const records: Records = {
      colnames: ['ds', 'boy'],
      coltypes: [TEMPORAL, NUMERIC],
      data: Array.from({ length: rows }, (_, i) => ({ ds: T0 + i * DAY, boy: i })),
    };
    const { plane, made } = planeAnswering(records, WORKER_TRANSFORMS);
    const form = { ...timeseriesForm('echarts_timeseries_line', { groupby: [] }), slice_id: CHART };
    const asked = (filters: unknown[]) => askFiltered(plane, form, filters);
    await asked([]);
    const narrowed = await asked([{ col: 'boy', op: '>=', val: 1 }]);
    if (narrowed.status !== 'success') throw new Error(narrowed.status);
    expect(narrowed.local).toBe(true);
    expect(narrowed.results[0]?.rowcount).toBe(rows - 1);
    expect(narrowed.model?.status).toBe('made');
    expect(made).toHaveLength(2);
  });
});

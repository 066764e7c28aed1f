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
import { loadDuckDBForNode } from '../../wasm/node';
import type { DuckDBHandle } from '../../wasm';
import { connectDataWorker } from '../../workers/client';
import { buffersIn, cloneable, createDataPlane } from '../../workers/dataplane';
import { serveDataPlane } from '../../workers/serve';
import { citiesRecords, deckForm, sumPopulation } from '../charts/deckFixtures';
import type { Records } from '../charts/deckFixtures';
import { ChannelWorker, FakeTimers, fakeFetch, json, recordingLogger } from './fakes';

const { NUMERIC, STRING } = GenericDataType;
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
  it('every map but deck_multi declares its transformProps worker-safe, and the worker has that very function', () => {
    const declared = Object.entries(BUILT_IN_PLUGINS)
      .filter(([, plugin]) => 'transformInWorker' in plugin && plugin.transformInWorker)
      .map(([key]) => key)
      .sort();
    expect(declared).toEqual(Object.keys(CASES).sort());
    expect(Object.keys(WORKER_TRANSFORMS).sort()).toEqual(declared);
    for (const key of declared)
      expect(WORKER_TRANSFORMS[key]).toBe(BUILT_IN_PLUGINS[key as keyof typeof BUILT_IN_PLUGINS].transformProps);
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

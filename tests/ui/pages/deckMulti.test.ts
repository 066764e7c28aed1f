import { afterEach, describe, expect, it } from 'vitest';
import { Float64, Table, Utf8, tableToIPC, vectorFromArray } from 'apache-arrow';
import { createChartRegistry } from '../../../src/charts/plugins';
import type { MapChartModel } from '../../../src/charts';
import type { ChartDataOutcome, ChartDataRequest, DataPlane } from '../../../src/core/dataplane';
import { formDataOfChart } from '../../../src/ui/pages/dataSource';
import { createPlaneDataSource } from '../../../src/ui/pages/planeDataSource';
import { chartsState, configureCharts } from '../../../src/state/charts';
import { fakeClient } from '../../state/app/fakeClient';

const cityFilter = {
  expressionType: 'SIMPLE',
  subject: 'population',
  operator: '>=',
  comparator: 1000000,
  clause: 'WHERE',
};
const records: Record<number, object> = {
  10: {
    id: 10,
    slice_name: 'Layers',
    viz_type: 'deck_multi',
    params: JSON.stringify({ deck_slices: [11, 12, 13], adhoc_filters: [cityFilter], datasource: '3__table' }),
  },
  11: {
    id: 11,
    slice_name: 'Cities',
    viz_type: 'deck_scatter',
    params: JSON.stringify({
      datasource: '3__table',
      spatial: { type: 'latlong', lonCol: 'longitude', latCol: 'latitude' },
      adhoc_filters: [],
    }),
  },
  12: {
    id: 12,
    slice_name: 'Countries',
    viz_type: 'deck_polygon',
    params: JSON.stringify({ datasource: '4__table', line_column: 'polygon', adhoc_filters: [] }),
  },
};

const table = (columns: Record<string, unknown[]>) => {
  const t = new Table(
    Object.fromEntries(
      Object.entries(columns).map(([name, values]) => [
        name,
        typeof values[0] === 'number' ? vectorFromArray(values, new Float64()) : vectorFromArray(values, new Utf8()),
      ]),
    ),
  );
  return { t, ipc: tableToIPC(t, 'stream') };
};

/** A data plane answering each layer by its chart type, and keeping the requests. */
function plane(requests: ChartDataRequest[]): DataPlane {
  const idle = async () => {};
  return {
    configure: idle,
    fetchChartData: async (request: ChartDataRequest): Promise<ChartDataOutcome> => {
      requests.push(request);
      const columns =
        request.formData.viz_type === 'deck_scatter'
          ? { longitude: [2.35, 139.69], latitude: [48.86, 35.69] }
          : { polygon: ['[[0,40],[10,40],[10,50],[0,40]]'] };
      const { t, ipc } = table(columns);
      return {
        status: 'success',
        fromCache: false,
        local: false,
        results: [
          {
            colnames: Object.keys(columns),
            coltypes: Object.values(columns).map((v) => (typeof v[0] === 'number' ? 0 : 1)),
            rowcount: t.numRows,
            error: null,
            meta: {},
            table: { name: `t${requests.length}`, ipc, numRows: t.numRows },
          },
        ],
      };
    },
    stopChart: idle,
    setVisibility: idle,
    releaseChart: idle,
  } as unknown as DataPlane;
}

let disconnect = () => {};
afterEach(() => disconnect());

/** A page's data source over the saved charts above and a data plane that keeps its requests. */
function page() {
  chartsState.charts = {};
  const requests: ChartDataRequest[] = [];
  const dataPlane = plane(requests);
  disconnect = configureCharts({ dataPlane, now: () => 0, logger: { warn: () => {}, info: () => {} } });
  const api = fakeClient({
    'GET /api/v1/chart/': (req) => {
      const record = records[Number(req.path.split('/').pop())];
      return record ? { status: 200, body: { result: record } } : { status: 404, body: { message: 'Not found' } };
    },
  });
  const registry = createChartRegistry();
  const source = createPlaneDataSource({ api, plane: async () => dataPlane, registry });
  return { requests, registry, source };
}

describe('deck_multi on the pages: saved deck charts layered on one map', () => {
  it("reads its layers' saved charts and asks for each layer's data as that layer's client does, the multi's filters added", async () => {
    const { requests, registry, source } = page();

    const record = await source.getChart(10);
    const formData = formDataOfChart(record);
    // Chart 13 cannot be read: that layer is left out.
    expect(
      (formData.deck_layers as { slice_id: number; viz_type: string }[]).map((l) => [l.slice_id, l.viz_type]),
    ).toEqual([
      [11, 'deck_scatter'],
      [12, 'deck_polygon'],
    ]);

    const results = await source.getChartData(formData);
    expect(requests.map((r) => [r.chartId, r.formData.viz_type, r.queryContext?.datasource])).toEqual([
      [-10001, 'deck_scatter', { id: 3, type: 'table' }],
      [-10002, 'deck_polygon', { id: 4, type: 'table' }],
    ]);
    expect(requests[0]!.queryContext?.queries[0]?.columns).toEqual(['longitude', 'latitude']);
    expect(requests[1]!.queryContext?.queries[0]?.columns).toEqual(['polygon']);
    for (const r of requests) expect(r.formData.adhoc_filters).toEqual([cityFilter]);
    expect(results).toHaveLength(2);

    // The multi draws both layers' marks in the one map view, each keeping its own ids and tooltips.
    const model = registry
      .get('deck_multi')!
      .transformProps(results, formData, { width: 600, height: 400 }) as MapChartModel;
    expect(model.layers.map((l) => [l.marks.id, l.marks.count])).toEqual([
      ['layer0:scatter', 2],
      ['layer1:polygons', 1],
    ]);
    expect(Object.keys(model.tooltips)).toEqual(['layer0:scatter', 'layer1:polygons']);
    expect(registry.get('deck_multi')!.buildQuery(formData).queries).toEqual([]);
  });

  it("in explore (issue 13): the form data names deck_slices only, and the layers' saved charts are read to draw them", async () => {
    const { requests, registry, source } = page();
    // Explore's form data: the multi's own controls, a layer picked there since it was saved, no deck_layers.
    const explored = {
      datasource: '3__table',
      viz_type: 'deck_multi',
      slice_id: 10,
      deck_slices: [12, 11],
      adhoc_filters: [cityFilter],
    };
    const results = await source.getChartData(explored);
    expect(requests.map((r) => [r.chartId, r.formData.viz_type])).toEqual([
      [-10001, 'deck_polygon'],
      [-10002, 'deck_scatter'],
    ]);
    expect(results).toHaveLength(2);
    // Explore draws from the form data with those layers, as the data source hands it over.
    const drawn = await source.drawnFormData!(explored);
    const model = registry
      .get('deck_multi')!
      .transformProps(results, drawn, { width: 600, height: 400 }) as MapChartModel;
    expect(model.layers.map((l) => [l.marks.id, l.marks.count])).toEqual([
      ['layer0:polygons', 1],
      ['layer1:scatter', 2],
    ]);
  });
});

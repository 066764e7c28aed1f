import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS, mapClickEvent, pageCrossFilters } from '../../src/charts';
import type { MapChartModel } from '../../src/charts';
import type { ChartResult } from '../../src/core/chart-plugin';
import type { CrossFilterEvent } from '../../src/core/crossfilter';
import { cellTarget } from '../../src/charts/plugins/deck/crossFilter';
import { GenericDataType } from '../../src/core/query';
import { citiesResult, deckForm } from './deckFixtures';
import { result } from './fixtures';

const { NUMERIC, STRING } = GenericDataType;
const size = { width: 600, height: 400 };
const polygonCell = '[[0,40],[10,40],[10,50],[0,40]]';

describe('cross filter on click (deck_scatter, deck_polygon, deck_geojson, deck_path, deck_arc)', () => {
  it("a click on a city emits Superset's data mask on the spatial columns, through the page's one emitter", () => {
    const model = BUILT_IN_PLUGINS.deck_scatter.transformProps(
      [citiesResult()],
      deckForm('deck_scatter', { slice_id: 7 }),
      size,
    );
    const heard: CrossFilterEvent[] = [];
    const off = pageCrossFilters.subscribe((e) => heard.push(e));
    // Tokyo is the third drawn point: its raw cells, not its drawn (Float32) position.
    pageCrossFilters.emit(mapClickEvent(model, 'scatter', 2, null)!);
    off();
    expect(heard).toEqual([
      {
        chartId: 7,
        dataMask: {
          extraFormData: {
            filters: [
              { col: 'longitude', op: '==', val: 139.6917 },
              { col: 'latitude', op: '==', val: 35.6895 },
            ],
          },
          filterState: { value: [139.6917, 35.6895], label: '139.6917, 35.6895' },
        },
      },
    ]);
    // The same point again clears the cross filter.
    expect(mapClickEvent(model, 'scatter', 2, [139.6917, 35.6895])?.dataMask).toEqual({
      extraFormData: { filters: [] },
      filterState: { value: null },
    });
  });

  it('a click on a country filters on its polygon column, labelled by its name', () => {
    const countries = result(['polygon', 'name'], [STRING, STRING], [{ polygon: polygonCell, name: 'Square' }]);
    const form = deckForm('deck_polygon', {
      spatial: undefined,
      slice_id: 9,
      line_column: 'polygon',
      tooltip_contents: ['name'],
    });
    const model = BUILT_IN_PLUGINS.deck_polygon.transformProps([countries], form, size);
    expect(mapClickEvent(model, 'polygons', 0, null)).toEqual({
      chartId: 9,
      dataMask: {
        extraFormData: { filters: [{ col: 'polygon', op: '==', val: polygonCell }] },
        filterState: { value: [polygonCell], label: 'Square' },
      },
    });
  });

  it("a click on a GeoJSON feature's polygon or line filters on its row's GeoJSON cell", () => {
    const cell = JSON.stringify({
      type: 'Feature',
      properties: { name: 'Road' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      },
    });
    const form = deckForm('deck_geojson', { spatial: undefined, slice_id: 5, geojson: 'shape' });
    const model = BUILT_IN_PLUGINS.deck_geojson.transformProps(
      [result(['shape'], [STRING], [{ shape: '{' }, { shape: cell }])],
      form,
      size,
    );
    expect(mapClickEvent(model, 'geojson-lines', 0, null)?.dataMask).toEqual({
      extraFormData: { filters: [{ col: 'shape', op: '==', val: cell }] },
      filterState: { value: [cell], label: 'Road' },
    });
  });

  it('a click on a path or an arc filters on its line, or its start and end places', () => {
    const path = BUILT_IN_PLUGINS.deck_path.transformProps(
      [result(['path'], [STRING], [{ path: '[[0,0],[1,1]]' }])],
      deckForm('deck_path', { spatial: undefined, slice_id: 4, line_column: 'path' }),
      size,
    );
    expect(mapClickEvent(path, 'paths', 0, null)?.dataMask.extraFormData.filters).toEqual([
      { col: 'path', op: '==', val: '[[0,0],[1,1]]' },
    ]);
    const arcs = BUILT_IN_PLUGINS.deck_arc.transformProps(
      [
        result(
          ['a_lon', 'a_lat', 'b_lon', 'b_lat'],
          [NUMERIC, NUMERIC, NUMERIC, NUMERIC],
          [{ a_lon: 1, a_lat: 2, b_lon: 3, b_lat: 4 }],
        ),
      ],
      deckForm('deck_arc', {
        spatial: undefined,
        slice_id: 6,
        start_spatial: { type: 'latlong', lonCol: 'a_lon', latCol: 'a_lat' },
        end_spatial: { type: 'latlong', lonCol: 'b_lon', latCol: 'b_lat' },
      }),
      size,
    );
    expect(mapClickEvent(arcs, 'arcs', 0, null)?.dataMask.filterState.value).toEqual([1, 2, 3, 4]);
  });

  it('no cross filter where the chart is not saved, the layer is not interactive or no mark was hit', () => {
    const unsaved = BUILT_IN_PLUGINS.deck_scatter.transformProps([citiesResult()], deckForm('deck_scatter'), size);
    expect(mapClickEvent(unsaved, 'scatter', 0, null)).toBeNull();
    const saved = BUILT_IN_PLUGINS.deck_scatter.transformProps(
      [citiesResult()],
      deckForm('deck_scatter', { slice_id: 1 }),
      size,
    );
    expect(mapClickEvent(saved, 'basemap', 0, null)).toBeNull();
    expect(mapClickEvent(saved, 'scatter', 99, null)).toBeNull();
    const hex = BUILT_IN_PLUGINS.deck_hex.transformProps(
      [citiesResult()],
      deckForm('deck_hex', { slice_id: 1 }),
      size,
    ) as MapChartModel;
    expect(mapClickEvent(hex, 'hexagons', 0, null)).toBeNull();
  });
});

describe('a map cross filter target', () => {
  it('reads the cells of the clicked mark only: a million-point map builds nothing per row for it', () => {
    let reads = 0;
    const result = {
      column: () => ({
        get: (row: number) => {
          reads += 1;
          return row * 10;
        },
      }),
    } as unknown as ChartResult;
    const rows = new Uint32Array(1_000_000).map((_, i) => i);
    const target = cellTarget(result, ['lon', 'lat'], rows);
    expect(reads).toBe(0);
    expect(target.count).toBe(1_000_000);
    expect(target.at(7)).toEqual({ values: [70, 70], label: '70, 70' });
    expect(reads).toBe(2);
  });
});

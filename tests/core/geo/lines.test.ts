import { describe, expect, it } from 'vitest';
import { asLineType, decodePolyline, parseGeoJsonCell, parseLineCell, unwrapLongitudes } from '../../../src/core/geo';

describe('line columns (deck_path, deck_polygon)', () => {
  it('json: a list of [lng, lat] is one ring; a list of rings is an outline and its holes', () => {
    expect(parseLineCell('[[1,2],[3,4],[5,6]]', 'json')).toEqual([
      [
        [1, 2],
        [3, 4],
        [5, 6],
      ],
    ]);
    expect(parseLineCell('[[[0,0],[4,0],[4,4]],[[1,1],[2,1],[2,2]]]', 'json')?.length).toBe(2);
    expect(parseLineCell([[1, 2]], 'json')).toEqual([[[1, 2]]]);
  });

  it('reverse_long_lat swaps each pair; a point off the globe or a cell that does not parse is null', () => {
    expect(parseLineCell('[[48.85,2.35]]', 'json', true)).toEqual([[[2.35, 48.85]]]);
    expect(parseLineCell('[[10,95]]', 'json')).toBeNull();
    expect(parseLineCell('[[1,2],', 'json')).toBeNull();
    expect(parseLineCell('{"a":1}', 'json')).toBeNull();
    expect(parseLineCell('', 'json')).toBeNull();
    expect(parseLineCell(null, 'json')).toBeNull();
  });

  it("polyline: Google's encoded polyline, latitude first, read as [lng, lat]", () => {
    // The format's own example: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ]);
    expect(parseLineCell('_p~iF~ps|U', 'polyline')).toEqual([[[-120.2, 38.5]]]);
    expect(decodePolyline('_p~iF~ps|')).toBeNull();
  });

  it("geohash: the cell's closed outline; a hash with letters outside the alphabet is null", () => {
    const [ring] = parseLineCell('u09', 'geohash') ?? [];
    expect(ring).toEqual([
      [1.40625, 47.8125],
      [2.8125, 47.8125],
      [2.8125, 49.21875],
      [1.40625, 49.21875],
      [1.40625, 47.8125],
    ]);
    expect(parseLineCell('u0a', 'geohash')).toBeNull();
  });

  it('line_type defaults to json', () => {
    expect([asLineType(undefined), asLineType('polyline'), asLineType('geohash'), asLineType('x')]).toEqual([
      'json',
      'polyline',
      'geohash',
      'json',
    ]);
  });

  it('a line across the antimeridian is unwrapped the short way round', () => {
    expect(
      unwrapLongitudes([
        [170, 0],
        [-170, 1],
        [-175, 2],
      ]).map(([x]) => x),
    ).toEqual([170, 190, 185]);
  });
});

describe('GeoJSON cells (deck_geojson)', () => {
  it('a Feature, a FeatureCollection or a bare geometry, split into polygons, lines and points', () => {
    const square = [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ];
    const feature = parseGeoJsonCell(
      JSON.stringify({
        type: 'Feature',
        properties: { name: 'A' },
        geometry: { type: 'Polygon', coordinates: square },
      }),
    );
    expect(feature).toEqual([{ polygons: [square], lines: [], points: [], properties: { name: 'A' } }]);
    const collection = parseGeoJsonCell({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: null,
          geometry: {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [2, 2],
            ],
          },
        },
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'MultiPoint',
            coordinates: [
              [5, 5],
              [6, 6],
            ],
          },
        },
      ],
    });
    expect(collection?.map((f) => [f.lines.length, f.points.length])).toEqual([
      [1, 0],
      [0, 2],
    ]);
    expect(
      parseGeoJsonCell('{"type":"MultiPolygon","coordinates":[[[[0,0],[1,0],[1,1]]],[[[5,5],[6,5],[6,6]]]]}')?.[0]
        ?.polygons.length,
    ).toBe(2);
  });

  it('invalid JSON, JSON that is not GeoJSON and positions off the globe are null', () => {
    expect(parseGeoJsonCell('{"type": "Polygon", "coordinates": [[[0,0],')).toBeNull();
    expect(parseGeoJsonCell('{"type":"Circle","coordinates":[0,0]}')).toBeNull();
    expect(parseGeoJsonCell('{"type":"Point","coordinates":[200,0]}')).toBeNull();
    expect(parseGeoJsonCell('42')).toBeNull();
    expect(parseGeoJsonCell(null)).toBeNull();
  });
});

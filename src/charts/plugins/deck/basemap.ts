/**
 * The offline base map: country borders and coastlines from the packaged Natural Earth TopoJSON (world-atlas, 1:110m),
 * each shared border once (topojson-client's mesh), as one path layer in Mercator world units under a map's data.
 * No tile server is called; an installation that can reach one sets MAP_TILE_URL (see the README's Security notes).
 */
import { mesh } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';
import { latToWorldY, lonToWorldX } from '../../../core/geo';
import { paintColors } from '../../colors';
import type { MarkLayer } from '../../model';

/** The colour of borders and coastlines. */
export const BASEMAP_RGBA: [number, number, number, number] = [150, 158, 170, 255];

/** The id of the base map's layer (a tooltip never reads it). */
export const BASEMAP_LAYER_ID = 'basemap';

let outlines: MarkLayer | null = null;

/**
 * Lines as a map draws them: cut where a line crosses the antimeridian (a jump of more than 180° of longitude, which
 * would draw a stroke across the world) and without the edges that close Antarctica along the south pole.
 */
export function drawableLines(lines: readonly (readonly number[])[][]): [number, number][][] {
  const out: [number, number][][] = [];
  for (const line of lines) {
    let current: [number, number][] = [];
    let previous: [number, number] | null = null;
    for (const point of line) {
      const here: [number, number] = [point[0] as number, point[1] as number];
      const jump = previous && Math.abs(here[0] - previous[0]) > 180;
      const polar = previous && here[1] < -89 && previous[1] < -89;
      if (jump || polar) {
        if (current.length > 1) out.push(current);
        current = [];
      }
      current.push(here);
      previous = here;
    }
    if (current.length > 1) out.push(current);
  }
  return out;
}

/** Borders and coastlines as a path mark layer in world units, made once. */
export function countryOutlines(): MarkLayer {
  if (outlines) return outlines;
  const topology = countries110m as unknown as Topology;
  const lines = drawableLines(mesh(topology, topology.objects.countries as GeometryObject).coordinates);
  let vertices = 0;
  for (const line of lines) vertices += line.length;
  const positions = new Float32Array(vertices * 2);
  const startIndices = new Uint32Array(lines.length);
  let v = 0;
  lines.forEach((line, i) => {
    startIndices[i] = v;
    for (const [lon, lat] of line) {
      positions[2 * v] = lonToWorldX(lon);
      positions[2 * v + 1] = latToWorldY(lat);
      v += 1;
    }
  });
  const colors = new Uint8Array(vertices * 4);
  paintColors(colors, [BASEMAP_RGBA]);
  outlines = {
    kind: 'path',
    id: BASEMAP_LAYER_ID,
    count: lines.length,
    positions,
    startIndices,
    colors,
    widthPx: 1,
    series: new Uint32Array(lines.length),
  };
  return outlines;
}

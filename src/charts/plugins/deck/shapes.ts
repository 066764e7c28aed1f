/**
 * Shapes into mark layers: rings (filled polygons) and lines (paths) in [lng, lat], each with the datum it belongs
 * to and its colour, written once into typed arrays in Mercator world units. Longitudes are unwrapped so a shape
 * across the antimeridian is drawn whole. Shared by deck_polygon, deck_path and deck_geojson.
 */
import type { ChartPropsContext, QueryFormData } from '../../../core/chart-plugin';
import { latToWorldY, lonToWorldX, unwrapLongitudes } from '../../../core/geo';
import type { LonLatLine } from '../../../core/geo';
import { fixedColorOf, toRGBA } from '../../colors';
import type { MapTooltipField, MarkLayer, RGBA } from '../../model';

/** A ring or line of one datum, with its colour. */
export interface Shape {
  line: LonLatLine;
  datum: number;
  color: RGBA;
}

/** The picked colour of a colour control (`name`), with the default fixed colour when it is not set. */
export function pickedColor(formData: QueryFormData, name: string, context: ChartPropsContext): RGBA {
  return toRGBA(fixedColorOf({ ...formData, color_picker: formData[name] }, context));
}

/** A colour with its alpha scaled by `opacity` (0 to 1). */
export const withOpacity = ([r, g, b, a]: RGBA, opacity: number): RGBA => [r, g, b, Math.round(a * opacity)];

/** The opacity control (0 to 100, Superset's default 80) as a fraction. */
export function opacityOf(formData: QueryFormData, fallback = 80): number {
  const n = Number(formData.opacity ?? fallback);
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) / 100 : fallback / 100;
}

/** The shapes' vertices in world units, their start indices and per-vertex colours. */
function writeShapes(shapes: readonly Shape[]) {
  let vertices = 0;
  for (const s of shapes) vertices += s.line.length;
  const positions = new Float32Array(vertices * 2);
  const colors = new Uint8Array(vertices * 4);
  const startIndices = new Uint32Array(shapes.length);
  const datum = new Uint32Array(shapes.length);
  let v = 0;
  shapes.forEach((shape, i) => {
    startIndices[i] = v;
    datum[i] = shape.datum;
    for (const [lng, lat] of unwrapLongitudes(shape.line)) {
      positions[2 * v] = lonToWorldX(lng);
      positions[2 * v + 1] = latToWorldY(lat);
      colors.set(shape.color, 4 * v);
      v += 1;
    }
  });
  return { positions, colors, startIndices, datum };
}

/** Filled rings as a polygon mark layer (a ring's datum is its row, for picking and tooltips). */
export function polygonMarks(id: string, rings: readonly Shape[]): MarkLayer {
  const { positions, colors, startIndices, datum } = writeShapes(rings);
  return { kind: 'polygon', id, count: rings.length, positions, startIndices, colors, series: datum, datum };
}

/** Lines as a path mark layer, and the datum of each line (a path is picked by its index). */
export function pathMarks(
  id: string,
  lines: readonly Shape[],
  widthPx: number,
): { marks: MarkLayer; datum: Uint32Array } {
  const { positions, colors, startIndices, datum } = writeShapes(lines);
  const marks: MarkLayer = {
    kind: 'path',
    id,
    count: lines.length,
    positions,
    startIndices,
    colors,
    widthPx: Math.max(1, widthPx),
    series: datum,
  };
  return { marks, datum };
}

/** Tooltip fields per datum, re-read for marks indexed otherwise (`datum` gives each mark's datum). */
export function fieldsByMark(fields: readonly MapTooltipField[], datum: Uint32Array): MapTooltipField[] {
  return fields.map((field) => {
    const out: MapTooltipField = { label: field.label };
    if (field.format !== undefined) out.format = field.format;
    if (field.numbers) out.numbers = Float64Array.from(datum, (d) => field.numbers![d] as number);
    if (field.texts && field.textIndex) {
      out.texts = field.texts;
      out.textIndex = Uint32Array.from(datum, (d) => field.textIndex![d] as number);
    } else if (field.texts) {
      out.texts = Array.from(datum, (d) => field.texts![d] ?? '');
    }
    return out;
  });
}

/** The [lng, lat] of every vertex, for the autozoom's bounds. */
export function lonLatOf(lines: readonly LonLatLine[]): Float32Array {
  let n = 0;
  for (const l of lines) n += l.length;
  const out = new Float32Array(n * 2);
  let at = 0;
  for (const l of lines) {
    for (const [lng, lat] of l) {
      out[at] = lng;
      out[at + 1] = lat;
      at += 2;
    }
  }
  return out;
}

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

/** A ring or line of one datum, with its colour; a filled ring's inner rings (holes) stay empty. */
export interface Shape {
  line: LonLatLine;
  datum: number;
  color: RGBA;
  holes?: readonly LonLatLine[];
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

/** The shapes' vertices in world units (each shape's line, then its holes), start indices and per-vertex colours. */
function writeShapes(shapes: readonly Shape[]) {
  const holesOf = (shape: Shape) => (shape.holes ?? []).filter((hole) => hole.length >= 3);
  let vertices = 0;
  for (const s of shapes) for (const ring of [s.line, ...holesOf(s)]) vertices += ring.length;
  const positions = new Float32Array(vertices * 2);
  const colors = new Uint8Array(vertices * 4);
  const startIndices = new Uint32Array(shapes.length);
  const datum = new Uint32Array(shapes.length);
  const holeIndices: number[] = [];
  let v = 0;
  shapes.forEach((shape, i) => {
    startIndices[i] = v;
    datum[i] = shape.datum;
    // A hole unwraps with its ring, so a ring across the antimeridian keeps its hole inside.
    const holes = holesOf(shape);
    let at = v + shape.line.length;
    for (const hole of holes) {
      holeIndices.push(at);
      at += hole.length;
    }
    for (const [lng, lat] of unwrapLongitudes([shape.line, ...holes].flat())) {
      positions[2 * v] = lonToWorldX(lng);
      positions[2 * v + 1] = latToWorldY(lat);
      colors.set(shape.color, 4 * v);
      v += 1;
    }
  });
  return { positions, colors, startIndices, datum, holeIndices: new Uint32Array(holeIndices) };
}

/** Filled rings as a polygon mark layer (a ring's datum is its row, for picking and tooltips). */
export function polygonMarks(id: string, rings: readonly Shape[]): MarkLayer {
  const { positions, colors, startIndices, datum, holeIndices } = writeShapes(rings);
  const holes = holeIndices.length > 0 ? { holeIndices } : {};
  return { kind: 'polygon', id, count: rings.length, positions, startIndices, colors, series: datum, datum, ...holes };
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

/**
 * Binning for deck_grid and deck_hex, done once when the data arrives (pure): points in Mercator world units summed
 * into square or hexagonal cells of a size on the ground, each cell a closed ring of world positions.
 */
import { WORLD_SIZE, worldYToLat } from '../../../core/geo';

/** Metres around the equator. */
const EARTH_CIRCUMFERENCE_M = 40075016.686;

/** Cells of binned points: one ring each (closed), the points' weight summed and counted per cell. */
export interface Bins {
  count: number;
  /** Cell rings in world units, two floats a vertex, each ring closed (its first vertex repeated last). */
  rings: Float32Array;
  startIndices: Uint32Array;
  /** Cell centres in world units. */
  centres: Float32Array;
  sums: Float64Array;
  points: Uint32Array;
}

/** World units a metre spans at the mean latitude of world positions (Mercator stretches away from the equator). */
export function worldUnitsPerMetre(world: Float32Array): number {
  let sum = 0;
  const n = world.length / 2;
  for (let i = 1; i < world.length; i += 2) sum += world[i] as number;
  const lat = n > 0 ? worldYToLat(sum / n) : 0;
  return WORLD_SIZE / (EARTH_CIRCUMFERENCE_M * Math.cos((lat * Math.PI) / 180));
}

const SQRT3 = Math.sqrt(3);

/** The hexagon (pointy top, circumradius r) holding (x, y), in axial coordinates rounded by cube rounding. */
function hexOf(x: number, y: number, r: number): [number, number] {
  const q = ((SQRT3 / 3) * x - y / 3) / r;
  const s = ((2 / 3) * y) / r;
  let rq = Math.round(q);
  let rs = Math.round(s);
  const rt = Math.round(-q - s);
  const dq = Math.abs(rq - q);
  const ds = Math.abs(rs - s);
  const dt = Math.abs(rt - (-q - s));
  if (dq > ds && dq > dt) rq = -rs - rt;
  else if (ds > dt) rs = -rq - rt;
  return [rq, rs];
}

/**
 * Bins world positions into cells `size` world units across (a square's side, a hexagon's circumradius); `weights`
 * (a metric per point, NaN counting as 0) are summed, else each point weighs 1.
 */
export function binPoints(
  world: Float32Array,
  weights: Float64Array | null,
  size: number,
  shape: 'square' | 'hex',
): Bins {
  const cells = new Map<string, number>();
  const centreList: number[] = [];
  const sumList: number[] = [];
  const pointList: number[] = [];
  for (let i = 0; i < world.length / 2; i += 1) {
    const x = world[2 * i] as number;
    const y = world[2 * i + 1] as number;
    let cx: number;
    let cy: number;
    if (shape === 'square') {
      cx = (Math.floor(x / size) + 0.5) * size;
      cy = (Math.floor(y / size) + 0.5) * size;
    } else {
      const [q, s] = hexOf(x, y, size);
      cx = size * SQRT3 * (q + s / 2);
      cy = size * 1.5 * s;
    }
    const key = `${cx},${cy}`;
    let cell = cells.get(key);
    if (cell === undefined) {
      cell = sumList.length;
      cells.set(key, cell);
      centreList.push(cx, cy);
      sumList.push(0);
      pointList.push(0);
    }
    const w = weights ? (weights[i] as number) : 1;
    sumList[cell] = (sumList[cell] as number) + (Number.isNaN(w) ? 0 : w);
    pointList[cell] = (pointList[cell] as number) + 1;
  }
  const count = sumList.length;
  const corners = shape === 'square' ? 4 : 6;
  const rings = new Float32Array(count * (corners + 1) * 2);
  const startIndices = new Uint32Array(count);
  for (let c = 0; c < count; c += 1) {
    const cx = centreList[2 * c] as number;
    const cy = centreList[2 * c + 1] as number;
    startIndices[c] = c * (corners + 1);
    for (let k = 0; k <= corners; k += 1) {
      const at = 2 * (c * (corners + 1) + k);
      const corner = k % corners;
      if (shape === 'square') {
        rings[at] = cx + (corner === 1 || corner === 2 ? size / 2 : -size / 2);
        rings[at + 1] = cy + (corner >= 2 ? size / 2 : -size / 2);
      } else {
        const angle = (Math.PI / 180) * (60 * corner - 30);
        rings[at] = cx + size * Math.cos(angle);
        rings[at + 1] = cy + size * Math.sin(angle);
      }
    }
  }
  return {
    count,
    rings,
    startIndices,
    centres: Float32Array.from(centreList),
    sums: Float64Array.from(sumList),
    points: Uint32Array.from(pointList),
  };
}

/** How many colour steps a binned map's scale has, as deck.gl's default colour range. */
export const COLOR_STEPS = 6;

/** The step (0 … steps-1) of each value on an even split of [min, max]; every value in step 0 when all are equal. */
export function quantizeSteps(
  values: Float64Array,
  steps = COLOR_STEPS,
): { step: Uint8Array; min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const step = new Uint8Array(values.length);
  const span = max - min;
  if (span > 0)
    for (let i = 0; i < values.length; i += 1)
      step[i] = Math.min(steps - 1, Math.floor((((values[i] as number) - min) / span) * steps));
  return { step, min: Number.isFinite(min) ? min : 0, max: Number.isFinite(max) ? max : 0 };
}

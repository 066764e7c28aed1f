import { hsl } from 'd3-color';

// The first three hues around a colour are too close to it to tell apart, so they are skipped.
const SKIPPED = 3;
const SLICE_DEGREES = 12;

function analogousOf(color: string, count: number): string[] {
  const base = hsl(color);
  const s = Number.isNaN(base.s) ? 0 : base.s;
  const results = count + SKIPPED;
  let hue = ((Number.isNaN(base.h) ? 0 : base.h) - ((SLICE_DEGREES * results) >> 1) + 720) % 360;
  const shades: string[] = [];
  for (let i = 1; i < results; i += 1) {
    hue = (hue + SLICE_DEGREES) % 360;
    shades.push(hsl(hue, s, base.l).formatHex());
  }
  return shades.slice(SKIPPED - 1);
}

/** `count` shades of each colour, stepped around the hue circle and interleaved: [A1, B1, A2, B2, …]. */
export function getAnalogousColors(colors: readonly string[], count: number): string[] {
  const shades = colors.map((color) => analogousOf(color, count));
  const result: string[] = [];
  for (let i = 0; i < count; i += 1) for (const list of shades) result.push(list[i] ?? '');
  return result.filter((color) => color !== '');
}

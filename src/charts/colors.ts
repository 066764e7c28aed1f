/** Chart colours from the app's colour schemes: a label → colour scale per chart, and CSS colours as RGBA bytes. */
import { DEFAULT_FIXED_COLOR, getNamespace, parseColor, rgbaToString } from '../core/color';
import type { RGBA as PickerColor } from '../core/color';
import type { ChartPropsContext, QueryFormData } from '../core/chart-plugin';
import type { MarkLayer, RGBA } from './model';

/** The chart's label → CSS colour function: dashboard label colours first, then its namespace's scheme scale. */
export function colorScaleFor(formData: QueryFormData, context: ChartPropsContext): (label: string) => string {
  const scale = getNamespace(context.colorNamespace).getScale(formData.color_scheme as string | undefined);
  const forced = context.labelColors ?? {};
  return (label) => forced[label] ?? scale(label);
}

/** A CSS colour as four bytes; unreadable colours fall back to the default fixed colour. */
export function toRGBA(css: string): RGBA {
  const c = parseColor(css) ?? DEFAULT_FIXED_COLOR;
  return [c.r, c.g, c.b, Math.round(c.a * 255)];
}

/** The colour picked in the form (color_picker), else the default fixed colour rgba(0,122,135,1). */
export function fixedColorOf(formData: QueryFormData, _context: ChartPropsContext): string {
  const picked = formData.color_picker as Partial<PickerColor> | undefined;
  if (picked && typeof picked.r === 'number' && typeof picked.g === 'number' && typeof picked.b === 'number') {
    return rgbaToString({ r: picked.r, g: picked.g, b: picked.b, a: typeof picked.a === 'number' ? picked.a : 1 });
  }
  return rgbaToString(DEFAULT_FIXED_COLOR);
}

/** A colour's four bytes as one 32-bit word in the platform's byte order (what a Uint32Array over RGBA bytes holds). */
const word = (rgba: RGBA): number => new Uint32Array(Uint8Array.from(rgba).buffer)[0] as number;

/**
 * Paints mark colours into `out` (four bytes a mark, from byte 0), one 32-bit write a mark: mark i takes
 * `palette[index[i]]`, or every mark `palette[0]` when there is no index. No array or object per mark.
 */
export function paintColors(out: Uint8Array, palette: readonly RGBA[], index?: ArrayLike<number>): Uint8Array {
  const words = new Uint32Array(out.buffer, out.byteOffset, out.byteLength >> 2);
  const packed = Uint32Array.from(palette, word);
  if (!index) words.fill(packed[0] ?? 0);
  else for (let i = 0; i < words.length; i += 1) words[i] = packed[index[i] as number] ?? 0;
  return out;
}

/**
 * The page's colours of a model the data worker made, whose `items` (series or slices: a label and the worker's
 * colour; the marks' series index into them) and marks carry the worker's colours: the page's scale is asked for each label in order, as the
 * page's own transformProps would (a dashboard's label colours and shared colour namespace live on the page), and the
 * marks of `layers` are repainted where a colour differs, each keeping its own opacity (an area's fill is fainter than
 * its line). Null where a colour differs in opacity: the marks mix the series' alpha with their own, so the caller
 * makes the model on the page.
 */
export function colorsForPage(
  items: readonly { label: string; color: string }[],
  layers: readonly MarkLayer[],
  formData: QueryFormData,
  context: ChartPropsContext,
): string[] | null {
  const colorOf = colorScaleFor(formData, context);
  const colors = items.map(({ label }) => colorOf(label));
  if (colors.every((color, i) => color === items[i]?.color)) return colors;
  const before = items.map(({ color }) => toRGBA(color));
  const after = colors.map(toRGBA);
  if (after.some((color, i) => color[3] !== before[i]?.[3])) return null;
  for (const layer of layers) repaintSeries(layer, after);
  return colors;
}

/** Gives each mark its series' colour's red, green and blue; a line's colours are one a vertex (from its start index). */
function repaintSeries(layer: MarkLayer, palette: readonly RGBA[]): void {
  const { colors, series } = layer;
  const paint = (from: number, to: number, color: RGBA | undefined): void => {
    if (!color) return;
    for (let i = from; i < to; i += 1) {
      colors[4 * i] = color[0];
      colors[4 * i + 1] = color[1];
      colors[4 * i + 2] = color[2];
    }
  };
  const colored = colors.length / 4;
  if (colored === series.length || !('startIndices' in layer)) {
    for (let i = 0; i < series.length; i += 1) paint(i, i + 1, palette[series[i] as number]);
    return;
  }
  const starts = layer.startIndices;
  for (let i = 0; i < series.length; i += 1)
    paint(
      starts[i] as number,
      i + 1 < starts.length ? (starts[i + 1] as number) : colored,
      palette[series[i] as number],
    );
}

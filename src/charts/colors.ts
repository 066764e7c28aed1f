/** Chart colours from the app's colour schemes: a label → colour scale per chart, and CSS colours as RGBA bytes. */
import { DEFAULT_FIXED_COLOR, getNamespace, parseColor, rgbaToString } from '../core/color';
import type { RGBA as PickerColor } from '../core/color';
import type { ChartPropsContext, QueryFormData } from '../core/chart-plugin';
import type { RGBA } from './model';

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

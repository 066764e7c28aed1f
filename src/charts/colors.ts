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

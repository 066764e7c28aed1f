/** A colour as red, green, blue (0-255) and alpha (0-1), the shape colour pickers store. */
export interface RGBA {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The colour a chart uses when none is chosen: r0 g122 b135 a1. */
export const DEFAULT_FIXED_COLOR: RGBA = { r: 0, g: 122, b: 135, a: 1 };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FUNCTION = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)\s*)?\)$/i;

/** Whether `color` is hex of 3, 4, 6 or 8 digits, with or without '#'. */
export function isValidHexColor(color: unknown): color is string {
  return typeof color === 'string' && HEX.test(color);
}

/** Reads hex ('#abc', '#aabbcc', with or without alpha) or 'rgb(…)' / 'rgba(…)' text; undefined otherwise. */
export function parseColor(color: string): RGBA | undefined {
  const text = color.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex !== undefined) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const channel = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return { r: channel(0), g: channel(2), b: channel(4), a: full.length === 8 ? round(channel(6) / 255, 2) : 1 };
  }
  const match = RGB_FUNCTION.exec(text);
  if (!match) return undefined;
  const [r, g, b] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const a = match[4] === undefined ? 1 : Number(match[4]);
  if (r > 255 || g > 255 || b > 255 || a > 1) return undefined;
  return { r, g, b, a };
}

/** 'Invalid color' unless `color` is hex of 3 or 6 digits or rgb(…)/rgba(…), as the colour inputs require. */
export function validateColor(color: string): string | undefined {
  const text = color.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex !== undefined) return hex.length === 3 || hex.length === 6 ? undefined : 'Invalid color';
  return parseColor(text) ? undefined : 'Invalid color';
}

/** Rounds to `precision` decimals without binary drift (1.005 → 1.01). */
export function round(value: number, precision = 0): number {
  return Number(`${Math.round(Number(`${value}e+${precision}`))}e-${precision}`);
}

const hexByte = (value: number) => Math.round(value).toString(16).padStart(2, '0').toUpperCase();

/** '#RRGGBB' in upper case. */
export function rgbToHex(red: number, green: number, blue: number): string {
  return `#${hexByte(red)}${hexByte(green)}${hexByte(blue)}`;
}

/** Appends an alpha byte to a hex colour; opacity must be between 0 and 1. */
export function addAlpha(color: string, opacity: number): string {
  if (opacity > 1 || opacity < 0) throw new Error(`The opacity should between 0 and 1, but got: ${opacity}`);
  return `${color}${hexByte(opacity * 255)}`;
}

/** A hex colour as it is, or an RGBA as '#RRGGBBAA'. */
export function toRgbaHex(color: string | Partial<RGBA> | undefined): string {
  if (isValidHexColor(color)) return color;
  const { r = 0, g = 0, b = 0, a = 1 } = typeof color === 'object' ? color : {};
  return addAlpha(rgbToHex(r, g, b), a);
}

/** Splits a hex colour into its rgb part and its alpha (0-1, two decimals), when it has one. */
export function splitRgbAlpha(color: string | undefined): { rgb: string; alpha: number | undefined } | undefined {
  if (!isValidHexColor(color)) return undefined;
  const prefix = color.startsWith('#') ? '#' : '';
  const hex = prefix ? color.slice(1) : color;
  if (hex.length === 8)
    return { rgb: `${prefix}${hex.slice(0, -2)}`, alpha: round(parseInt(hex.slice(-2), 16) / 255, 2) };
  if (hex.length === 4) {
    const last = hex.slice(-1);
    return { rgb: `${prefix}${hex.slice(0, -1)}`, alpha: round(parseInt(last + last, 16) / 255, 2) };
  }
  return { rgb: `${prefix}${hex}`, alpha: undefined };
}

/** 'rgba(r,g,b,a)', the form charts draw with. */
export function rgbaToString({ r, g, b, a }: RGBA): string {
  return `rgba(${r},${g},${b},${a})`;
}

/** An RGBA as [r, g, b, a×255], the form WebGL layers take. */
export function rgbaToArray({ r, g, b, a }: RGBA): [number, number, number, number] {
  return [r, g, b, Math.round(a * 255)];
}

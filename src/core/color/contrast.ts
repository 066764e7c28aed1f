const RGB = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/;

/** The default brightness above which text on a colour is black. */
export const CONTRAST_THRESHOLD = 186;

function channels(color: string): [number, number, number] {
  if (color.length > 7) {
    const match = RGB.exec(color);
    if (!match) throw new Error(`Invalid color: ${color}`);
    return [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  let hex = color.startsWith('#') ? color.slice(1) : color;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(hex)) throw new Error(`Invalid color: ${color}`);
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}

/** '#000' for text on a light colour, '#FFF' on a dark one (luma 0.299 r + 0.587 g + 0.114 b against 186). */
export function getContrastingColor(color: string, threshold = CONTRAST_THRESHOLD): '#000' | '#FFF' {
  const [r, g, b] = channels(color);
  return r * 0.299 + g * 0.587 + b * 0.114 > threshold ? '#000' : '#FFF';
}

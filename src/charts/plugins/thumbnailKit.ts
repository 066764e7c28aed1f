/** What every gallery thumbnail is drawn with: the frame, the scheme's first colours, axes and a polyline. */

const W = 120;
const H = 90;
/** The first colours of the default categorical scheme, so a thumbnail looks like the chart it stands for. */
export const C = ['#1FA8C9', '#454E7C', '#5AC189', '#FF7F44', '#E04355'] as const;
export const AXES = `<path d="M14 8V78H112" fill="none" stroke="#B0B7C3" stroke-width="1.5"/>`;

/** An SVG document as a `data:` URI (the CSP allows `img-src data:`), ready for an <img>. */
export function thumbnail(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="#FFFFFF"/>${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A polyline through "x,y x,y ..." points. */
export const line = (points: string, color: string, width = 2.5): string =>
  `<polyline points="${points}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`;

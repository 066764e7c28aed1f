/**
 * 'Download as image' (D8.07): a PNG of the dashboard as shown, made offline in the browser. Tessera draws charts on
 * one page canvas and the rest (titles, markdown, tabs) in the DOM, so the image is the DOM drawn through an SVG
 * foreignObject (with the page's CSS inlined), then every canvas inside the element drawn over it at its place.
 * 'Download as PDF' is rendered by the server's browser (GET /api/v1/dashboard/:id/pdf, downloadPdf.ts).
 */
import { fileTitle } from '../../../../core/dashboard';
import { saveFile } from '../../../../state/app';

/** The SVG document that draws `html` (serialised XHTML) at `width` × `height` with `css` applied. */
export function snapshotSvg(html: string, css: string, width: number, height: number): string {
  const style = css.replace(/]]>/g, ']]&gt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject x="0" y="0" width="100%" height="100%">` +
    `<div xmlns="http://www.w3.org/1999/xhtml"><style><![CDATA[${style}]]></style>${html}</div>` +
    `</foreignObject></svg>`
  );
}

/** The file name of the image: the dashboard's title made safe, and the date. */
export function imageFileName(title: string, date: Date): string {
  return `${fileTitle(title)}-${date.toISOString().slice(0, 10)}.png`;
}

function pageCss(doc: Document): string {
  const parts: string[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) parts.push(rule.cssText);
    } catch {
      // a cross-origin sheet cannot be read; the image goes without it
    }
  }
  return parts.join('\n');
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The page could not be drawn'));
    img.src = src;
  });
}

/** Draws `element` (DOM, then its canvases) into a PNG blob. */
export async function elementToPng(element: HTMLElement): Promise<Blob> {
  const doc = element.ownerDocument;
  const box = element.getBoundingClientRect();
  const width = Math.ceil(box.width);
  const height = Math.ceil(element.scrollHeight || box.height);
  const html = new XMLSerializer().serializeToString(element);
  const svg = snapshotSvg(html, pageCss(doc), width, height);
  const img = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  const scale = doc.defaultView?.devicePixelRatio ?? 1;
  const canvas = doc.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('The page could not be drawn');
  ctx.scale(scale, scale);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  for (const source of Array.from(element.querySelectorAll('canvas'))) {
    const at = source.getBoundingClientRect();
    ctx.drawImage(source, at.left - box.left, at.top - box.top, at.width, at.height);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The page could not be drawn'))), 'image/png'),
  );
}

/** Saves the dashboard element as a PNG file. */
export async function downloadAsImage(element: HTMLElement, title: string): Promise<void> {
  saveFile(await elementToPng(element), imageFileName(title, new Date()));
}

/**
 * A chart type's thumbnail on a tile; a plugin that ships none (a dynamic one may not) gets its name's initials in the
 * frame. The picture is a CSS background named by a class, one rule per thumbnail: a tile drawn again (each keystroke
 * in 'Search all charts' draws dozens) sets a class, where an <img> would make the browser request and decode its
 * source again.
 */
import { useEffect } from 'react';
import type { ChartMetadata } from '../../core/chart-plugin';
import { whenIdle } from '../../core/schedule';

/** Initials of a chart type's name ('Big Number with Trendline' → 'BNW'), at most three. */
function initialsOf(name: string): string {
  return (name.match(/\b[A-Za-z0-9]/g) ?? []).slice(0, 3).join('').toUpperCase();
}

/** The id of the style element holding one rule per thumbnail shown so far. */
export const THUMBNAIL_STYLE_ID = 'tessera-thumbnails';

const classOfUrl = new Map<string, string>();

/**
 * `url` as a CSS url(): the characters that could end or break it (quotes, brackets, backslash, line breaks) are
 * percent-encoded, which names the same resource (a data: URL's body is percent-decoded) and reads the same to every
 * CSS parser.
 */
function cssUrl(url: string): string {
  return `url("${url.replace(/["'()\\\t\n\f\r ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}")`;
}

/** The page's style element of thumbnails, made (with a rule for every thumbnail known) where the page has none. */
function thumbnailStyle(): HTMLStyleElement {
  const found = document.getElementById(THUMBNAIL_STYLE_ID);
  if (found instanceof HTMLStyleElement) return found;
  const style = document.createElement('style');
  style.id = THUMBNAIL_STYLE_ID;
  document.head.append(style);
  for (const [url, name] of classOfUrl) addRule(style, url, name);
  return style;
}

/** The class that shows `url` as a thumbnail's background; its rule is added to the page the first time it is asked. */
export function thumbnailClass(url: string): string {
  const style = thumbnailStyle();
  let name = classOfUrl.get(url);
  if (name === undefined) {
    name = `viz-thumb-${classOfUrl.size}`;
    classOfUrl.set(url, name);
    addRule(style, url, name);
  }
  return name;
}

/** Thumbnails drawn once in this page, so their pictures are parsed (a class drawn again costs no parse). */
const warmed = new Set<string>();
/** Thumbnails drawn off the screen in one idle period. */
const WARM_PER_IDLE = 8;

/**
 * Draws, while the page is idle, every thumbnail of `entries` not yet drawn, a few at a time in an element off the screen
 * (adding each one's rule on the way): the browser parses an SVG picture the first time an element shows it (about
 * 0.4 ms each here), so a keystroke in 'Search all charts' that shows a type for the first time would pay it. Stops
 * when the component unmounts.
 */
export function useWarmThumbnails(entries: readonly { metadata: Pick<ChartMetadata, 'thumbnail'> }[]): void {
  useEffect(() => {
    const waiting = [...new Set(entries.map((e) => e.metadata.thumbnail))].filter((u) => u && !warmed.has(u));
    if (waiting.length === 0) return;
    const shelf = document.createElement('div');
    shelf.setAttribute('aria-hidden', 'true');
    shelf.className = 'viz-thumb-shelf';
    document.body.append(shelf);
    let cancel = (): void => undefined;
    const next = (): void => {
      for (const url of waiting.splice(0, WARM_PER_IDLE)) {
        const span = document.createElement('span');
        span.className = `viz-thumb-small ${thumbnailClass(url)}`;
        shelf.append(span);
        warmed.add(url);
      }
      // Styling the shelf now parses its pictures here, in the idle period, not in the next frame.
      void getComputedStyle(shelf.lastElementChild ?? shelf).backgroundImage;
      shelf.replaceChildren();
      if (waiting.length > 0) cancel = whenIdle(next, { fallbackMs: 16 });
    };
    cancel = whenIdle(next, { fallbackMs: 16 });
    return () => {
      cancel();
      shelf.remove();
    };
  }, [entries]);
}

function addRule(style: HTMLStyleElement, url: string, name: string): void {
  const rule = `.${name}{background-image:${cssUrl(url)}}`;
  if (style.sheet) style.sheet.insertRule(rule, style.sheet.cssRules.length);
  else style.append(rule);
}

export function ChartThumbnail({ metadata, small = false }: { metadata: ChartMetadata; small?: boolean }) {
  const size = small ? 'viz-thumb-small' : 'viz-thumb-large';
  if (metadata.thumbnail)
    return (
      <span
        className={`viz-tile-thumbnail ${size} ${thumbnailClass(metadata.thumbnail)}`}
        aria-hidden="true"
        data-thumbnail
      />
    );
  return (
    <span className={`viz-tile-thumbnail viz-tile-initials ${size}`} aria-hidden="true">
      {initialsOf(metadata.name)}
    </span>
  );
}

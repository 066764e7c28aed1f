/**
 * The word cloud's layout: d3-cloud places each word (biggest first) on a spiral where it overlaps no other, measured
 * on a canvas the caller hands in. It runs in slices of at most LAYOUT_SLICE_MS on the main thread's timer, so a large
 * cloud never blocks a frame for longer; words that find no place are left out, as in Superset.
 */
import cloud from 'd3-cloud';
import type { CloudWord } from '../../model';
import { CLOUD_SEED, seededRandom } from './transformProps';

/** A word where the layout put it: its centre relative to the middle of the cloud, in pixels. */
export interface PlacedWord extends CloudWord {
  x: number;
  y: number;
}

/** The font every word is drawn in (measured and shown alike). */
export const CLOUD_FONT = 'Helvetica, Arial, sans-serif';
/** The longest the layout runs before giving the main thread back. */
export const LAYOUT_SLICE_MS = 10;

/** Superset's fit: the layout box grows by this step (the words shrinking as much) up to this many times the chart. */
const SCALE_STEP = 0.5;
const MAX_SCALE = 3;
/** The share of the words, biggest first, that must all find a place for a layout to be kept. */
const TOP_SHARE = 0.1;

/** Whether the biggest tenth of the words (they come biggest first) all found a place. */
export function topWordsPlaced(words: readonly CloudWord[], placed: readonly string[]): boolean {
  const found = new Set(placed);
  return words.slice(0, Math.ceil(words.length * TOP_SHARE)).every((w) => found.has(w.text));
}

/** Words laid out in a box `scale` times the chart's, brought back into the chart (positions and sizes divided). */
export function shrink(placed: readonly PlacedWord[], scale: number): PlacedWord[] {
  return placed.map((w) => ({ ...w, x: w.x / scale, y: w.y / scale, size: w.size / scale }));
}

/**
 * Lays the words out in a `width` × `height` box; `done` gets the placed words. When the biggest words do not all fit,
 * the layout runs again in a larger box whose result is shrunk into the chart, as Superset's cloud does. Answers a
 * function that stops it.
 */
export function layoutWords(
  words: readonly CloudWord[],
  width: number,
  height: number,
  canvas: () => HTMLCanvasElement,
  done: (placed: PlacedWord[]) => void,
): () => void {
  type Item = cloud.Word & { word: CloudWord };
  let layout: { start(): unknown; stop(): unknown } | null = null;
  const run = (scale: number): void => {
    layout = cloud<Item>()
      .size([Math.max(1, Math.floor(width * scale)), Math.max(1, Math.floor(height * scale))])
      .words(words.map((word) => ({ word, text: word.text, size: word.size, rotate: word.rotate })))
      .canvas(canvas)
      .font(CLOUD_FONT)
      .fontWeight('bold')
      .padding(5)
      .rotate((d) => d.word.rotate)
      .fontSize((d) => d.word.size)
      .random(seededRandom(CLOUD_SEED))
      .timeInterval(LAYOUT_SLICE_MS)
      .on('end', (items) => {
        const placed = items.map((item) => ({ ...item.word, x: item.x ?? 0, y: item.y ?? 0 }));
        const fits = topWordsPlaced(
          words,
          placed.map((w) => w.text),
        );
        if (fits || scale + SCALE_STEP > MAX_SCALE) done(shrink(placed, scale));
        else run(scale + SCALE_STEP);
      });
    layout.start();
  };
  run(1);
  return () => layout?.stop();
}

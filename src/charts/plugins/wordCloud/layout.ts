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

/** Lays the words out in a `width` × `height` box; `done` gets the placed words. Answers a function that stops it. */
export function layoutWords(
  words: readonly CloudWord[],
  width: number,
  height: number,
  canvas: () => HTMLCanvasElement,
  done: (placed: PlacedWord[]) => void,
): () => void {
  type Item = cloud.Word & { word: CloudWord };
  const layout = cloud<Item>()
    .size([Math.max(1, Math.floor(width)), Math.max(1, Math.floor(height))])
    .words(words.map((word) => ({ word, text: word.text, size: word.size, rotate: word.rotate })))
    .canvas(canvas)
    .font(CLOUD_FONT)
    .fontWeight('bold')
    .padding(5)
    .rotate((d) => d.word.rotate)
    .fontSize((d) => d.word.size)
    .random(seededRandom(CLOUD_SEED))
    .timeInterval(LAYOUT_SLICE_MS)
    .on('end', (items) => done(items.map((item) => ({ ...item.word, x: item.x ?? 0, y: item.y ?? 0 }))));
  layout.start();
  return () => layout.stop();
}

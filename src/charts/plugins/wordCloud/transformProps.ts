/**
 * Word cloud: a word per value of the series, its font size along [size_from, size_to] by the metric, its rotation
 * as Superset's (flat 0°, square 0° or 90°, random a multiple of 30° from -90° to 60°, seeded so a chart always
 * looks the same) and its colour the scheme's colour of the word.
 */
import { getNumberFormatter } from '../../../core/format';
import { getColumnLabel, getMetricLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { QueryColumn, QueryMetric } from '../../../core/query';
import type { CloudWord, WordCloudModel } from '../../model';
import { colorScaleFor } from '../../colors';
import { verboseNamer } from '../../verbose';
import { NO_RESULTS_TEXT } from '../deck/points';
import { extentOf } from '../xy/axes';
import { numbersOf, rowLabels } from '../xy/data';

/** A seeded pseudo-random generator in [0, 1) (mulberry32): the same seed, the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed every cloud starts from, so its rotations and layout are the same on every draw. */
export const CLOUD_SEED = 0x5eed;

/** Superset's rotations: flat, square (0° or 90°) and random (-90° to 60° in steps of 30°). */
export function rotationOf(kind: string, random: () => number): number {
  if (kind === 'flat') return 0;
  if (kind === 'random') return Math.floor(random() * 6 - 3) * 30;
  return Math.floor(random() * 2) * 90;
}

const int = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isFinite(n) ? Math.round(n) : fallback;
};

/** Builds the word cloud's model: the words biggest first, rows without a value left out. */
export function transformWordCloudProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): WordCloudModel {
  const result = results[0];
  const series = formData.series ? getColumnLabel(formData.series as QueryColumn) : '';
  const metric = getMetricLabel(formData.metric as QueryMetric);
  const values = numbersOf(result, metric);
  const texts = rowLabels(result, [series], series);
  const [lo, hi] = extentOf(values) ?? [0, 0];
  const sizeFrom = int(formData.size_from, 10);
  const sizeTo = int(formData.size_to, 70);
  const colorOf = colorScaleFor(formData, context);
  const format = getNumberFormatter(formData.number_format as string | undefined);
  const random = seededRandom(CLOUD_SEED);
  const rotation = String(formData.rotation ?? 'square');
  const words: CloudWord[] = [];
  values.forEach((value, row) => {
    if (!Number.isFinite(value)) return;
    const text = texts[row] as string;
    const size = hi > lo ? sizeFrom + ((value - lo) / (hi - lo)) * (sizeTo - sizeFrom) : sizeTo;
    words.push({
      text,
      size: Math.round(size),
      rotate: rotationOf(rotation, random),
      color: colorOf(text),
      value: format(value),
    });
  });
  words.sort((a, b) => b.size - a.size);
  return {
    type: 'word_cloud',
    vizType: formData.viz_type,
    words,
    metricLabel: verboseNamer(formData, context)(metric),
    emptyText: words.length ? null : NO_RESULTS_TEXT,
  };
}

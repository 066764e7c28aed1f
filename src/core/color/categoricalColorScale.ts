import { getAnalogousColors } from './analogous';

/** A label to colour: anything with a string form, trimmed. */
export type ColorLabel = { toString(): string } | null | undefined;

/** Forced colours by label; a number picks the scheme colour at that index. */
export type ForcedColors = Record<string, string | number>;

/** How a categorical scale shares and extends colours. */
export interface CategoricalColorScaleOptions {
  /** Label colours shared by every scale of a dashboard; the first scale to colour a label sets it. */
  sharedColors?: Map<string, string> | undefined;
  /** When the labels outnumber the scheme, extend it with analogous shades instead of repeating. */
  useAnalogousColors?: boolean | undefined;
  /** Give a new label the least used colour rather than one already shown in this chart. */
  avoidColorsCollision?: boolean | undefined;
}

/** A callable label → colour scale: forced colours first, then shared ones, then the scheme in order. */
export interface CategoricalColorScale {
  (label: ColorLabel): string;
  /** The colour of `label`, assigning the next scheme colour to a new label. */
  getColor(label: ColorLabel): string;
  /** Forces `label` to `color` in this scale and every scale sharing its forced colours. */
  setColor(label: ColorLabel, color: string): CategoricalColorScale;
  /** Every label coloured so far and every forced label, with its colour. */
  getColorMap(): Record<string, string>;
  /** The least used colour for `label`, avoiding its neighbours' colours; `color` when nothing beats it. */
  getNextAvailableColor(label: string, color: string): string;
  /** Labels in the order the scheme coloured them. */
  domain(): string[];
  /** Sets the label order the scheme colours follow. */
  setDomain(labels: readonly ColorLabel[]): CategoricalColorScale;
  /** The colours in use, including analogous shades. */
  range(): string[];
  /** Replaces the colours. */
  setRange(colors: readonly string[]): CategoricalColorScale;
  /** A scale with the same colours, forced colours and label order that changes independently. */
  copy(): CategoricalColorScale;
  readonly forcedColors: Record<string, string>;
  readonly chartLabelsColorMap: Map<string, string>;
}

/** The key a label is coloured under: its string form, trimmed. */
export function labelKey(label: ColorLabel): string {
  return String(label ?? '').trim();
}

/**
 * A scale over `colors`. `forcedColors` is used by reference, so colours forced through a namespace reach
 * every scale made from it; numeric entries are replaced by the scheme colour at that index.
 */
export function createCategoricalColorScale(
  colors: readonly string[],
  forcedColors: ForcedColors = {},
  options: CategoricalColorScaleOptions = {},
): CategoricalColorScale {
  const origin = [...colors];
  for (const [label, value] of Object.entries(forcedColors)) {
    if (typeof value === 'number') forcedColors[label] = origin[value % origin.length] ?? '';
  }
  const forced = forcedColors as Record<string, string>;
  const chartLabelsColorMap = new Map<string, string>();
  const order = new Map<string, number>();
  let range = origin;
  let multiple = 0;

  const extendRange = () => {
    const needed = Math.floor(order.size / origin.length);
    if (origin.length === 0 || needed <= multiple) return;
    multiple = needed;
    range = origin.concat(getAnalogousColors(origin, multiple));
  };

  const ordinal = (key: string): string => {
    let index = order.get(key);
    if (index === undefined) {
      index = order.size;
      order.set(key, index);
      // Extending before picking gives the label that outgrows the scheme a new shade, not a repeat.
      if (options.useAnalogousColors) extendRange();
    }
    return range[index % range.length] ?? '';
  };

  const usage = (color: string) => [...chartLabelsColorMap.values()].filter((c) => c === color).length;

  const getNextAvailableColor = (label: string, color: string): string => {
    const unused = range.find((c) => usage(c) === 0);
    if (unused !== undefined) return unused;
    const labels = [...chartLabelsColorMap.keys()];
    // A label not coloured yet will be appended, so its only neighbour is the last label.
    const at = labels.includes(label) ? labels.indexOf(label) : labels.length;
    const neighbours = [labels[at - 1], labels[at + 1]]
      .map((l) => (l === undefined ? undefined : chartLabelsColorMap.get(l)))
      .filter((c) => c !== undefined);
    const score = (c: string) => usage(c) + (neighbours.includes(c) ? 100 : 0);
    return range.filter((c) => c !== color).reduce((best, c) => (score(c) < score(best) ? c : best), color);
  };

  const getColor = (label: ColorLabel): string => {
    const key = labelKey(label);
    const forcedColor = forced[key];
    const sharedColor = options.sharedColors?.get(key);
    const ownColor = chartLabelsColorMap.get(key);
    let color = forcedColor ?? sharedColor ?? ownColor ?? ordinal(key);
    if (forcedColor === undefined && sharedColor === undefined && ownColor === undefined) {
      if (options.avoidColorsCollision && usage(color) > 0) color = getNextAvailableColor(key, color);
    }
    chartLabelsColorMap.set(key, color);
    if (forcedColor === undefined && options.sharedColors && sharedColor === undefined) {
      options.sharedColors.set(key, color);
    }
    return color;
  };

  const scale: CategoricalColorScale = Object.assign((label: ColorLabel) => getColor(label), {
    getColor,
    setColor: (label: ColorLabel, color: string) => {
      forced[labelKey(label)] = color;
      return scale;
    },
    getColorMap: () => ({ ...Object.fromEntries(chartLabelsColorMap), ...forced }),
    getNextAvailableColor,
    domain: () => [...order.keys()],
    setDomain: (labels: readonly ColorLabel[]) => {
      order.clear();
      for (const label of labels) if (!order.has(labelKey(label))) order.set(labelKey(label), order.size);
      return scale;
    },
    range: () => [...range],
    setRange: (next: readonly string[]) => {
      range = [...next];
      return scale;
    },
    copy: () => createCategoricalColorScale(range, { ...forced }, options).setDomain([...order.keys()]),
    forcedColors: forced,
    chartLabelsColorMap,
  });
  return scale;
}

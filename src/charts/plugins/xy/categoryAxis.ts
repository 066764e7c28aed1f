/** The x axis of an x/y chart: a band per datum, a time axis or a linear one, with each datum's position on it. */
import { getNumberFormatter } from '../../../core/format';
import { bandAxis, extentOf, linearAxis, tickCountFor, timeAxis } from './axes';
import type { ScaledAxis } from './axes';

/** Which kind of x axis: bars and text categories take bands. */
export type CategoryAxisKind = 'band' | 'time' | 'linear';

/** The axis of `count` data whose x values (epoch ms or numbers) and labels are given. */
export function categoryAxis(input: {
  kind: CategoryAxisKind;
  count: number;
  xValues: ArrayLike<number>;
  labelOf: (i: number) => string;
  timeFormat: (ms: number) => string;
  plotPx: number;
  title: string;
}): { scaled: ScaledAxis; bandWidth: number; position: (i: number) => number } {
  const { kind, count, xValues, title } = input;
  const ticks = tickCountFor(input.plotPx);
  if (kind === 'band') {
    const band = bandAxis(count, input.labelOf, { maxTicks: ticks, title });
    return { scaled: band, bandWidth: band.bandWidth, position: (i) => band.normalise(i) };
  }
  const extent = extentOf(Array.from(xValues));
  const scaled =
    kind === 'time'
      ? timeAxis(extent, { ticks, format: (v) => input.timeFormat(v), title })
      : linearAxis(extent, { ticks, format: (v) => getNumberFormatter()(v), title });
  return { scaled, bandWidth: 0, position: (i) => scaled.normalise(xValues[i] as number) };
}

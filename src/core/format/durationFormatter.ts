import { formatDuration } from './duration';
import type { DurationOptions } from './duration';
import { createNumberFormatter } from './numberFormatter';
import type { NumberFormatter } from './numberFormatter';

/** What `createDurationFormatter` accepts: an id, a multiplier to milliseconds, and pretty-ms options. */
export interface DurationFormatterConfig extends DurationOptions {
  id?: string;
  label?: string;
  description?: string;
  multiplier?: number;
}

/**
 * A formatter for durations (milliseconds by default; multiplier 1000 reads seconds). An integer beyond 2^53 is
 * split exactly when the multiplier is a whole number.
 */
export function createDurationFormatter(config: DurationFormatterConfig = {}): NumberFormatter {
  const { id, label, description, multiplier = 1, ...options } = config;
  return createNumberFormatter({
    id: id ?? 'duration_format',
    label: label ?? 'Duration formatter',
    description,
    formatFunc: (value) => formatDuration(value * multiplier, options),
    formatExactInteger: (value) =>
      formatDuration(Number.isInteger(multiplier) ? value * BigInt(multiplier) : Number(value) * multiplier, options),
  });
}

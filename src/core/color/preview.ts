import { SequentialScheme } from './colorScheme';
import type { CategoricalScheme } from './colorScheme';

/** How many colours a linear scheme's preview shows. */
export const LINEAR_PREVIEW_COLORS = 10;

/** The colours a scheme picker shows: a linear scheme sampled at 10 points, a categorical one whole. */
export function getSchemePreviewColors(scheme: CategoricalScheme): string[] {
  return scheme instanceof SequentialScheme ? scheme.getColors(LINEAR_PREVIEW_COLORS) : [...scheme.colors];
}

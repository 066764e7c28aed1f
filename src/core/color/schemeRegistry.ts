import { Registry } from '../format';
import type { CategoricalScheme, SequentialScheme } from './colorScheme';
import { CATEGORICAL_SCHEMES } from './schemes/categorical';
import { D3_SEQUENTIAL_SCHEMES } from './schemes/d3Sequential';
import { COMMON_SEQUENTIAL_SCHEMES } from './schemes/sequential';

/** Colour schemes by id, with a default scheme. */
export class ColorSchemeRegistry<S extends CategoricalScheme> extends Registry<S> {
  /** The scheme for `id`, or the default scheme when `id` is empty or unknown to the registry. */
  resolve(id?: string | null): S | undefined {
    return (id ? this.items.get(id) : undefined) ?? this.get();
  }

  /** Registers each scheme under its id; a scheme marked default becomes the default. */
  registerSchemes(schemes: readonly S[]): this {
    for (const scheme of schemes) {
      this.registerValue(scheme.id, scheme);
      if (scheme.isDefault) this.setDefaultKey(scheme.id);
    }
    return this;
  }
}

let categorical: ColorSchemeRegistry<CategoricalScheme> | undefined;
let sequential: ColorSchemeRegistry<SequentialScheme> | undefined;

/** The categorical schemes, supersetColors by default. */
export function getCategoricalSchemeRegistry(): ColorSchemeRegistry<CategoricalScheme> {
  categorical ??= new ColorSchemeRegistry<CategoricalScheme>('CategoricalColorScheme').registerSchemes(
    CATEGORICAL_SCHEMES,
  );
  return categorical;
}

/** The sequential schemes, superset_seq_1 by default. */
export function getSequentialSchemeRegistry(): ColorSchemeRegistry<SequentialScheme> {
  sequential ??= new ColorSchemeRegistry<SequentialScheme>('SequentialColorScheme').registerSchemes([
    ...COMMON_SEQUENTIAL_SCHEMES,
    ...D3_SEQUENTIAL_SCHEMES,
  ]);
  return sequential;
}

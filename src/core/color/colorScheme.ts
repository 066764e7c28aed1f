import { interpolateHcl, interpolateNumber, piecewise, quantize } from 'd3-interpolate';
import { scaleLinear } from 'd3-scale';
import type { ScaleLinear } from 'd3-scale';

/** Where a categorical scheme is listed in the picker. */
export type ColorSchemeGroup = 'custom' | 'featured' | 'other';

/** What every colour scheme has. */
export interface ColorSchemeConfig {
  id: string;
  label?: string;
  description?: string;
  colors: readonly string[];
  isDefault?: boolean;
  group?: ColorSchemeGroup;
}

/** A named list of colours for labels that have no order. */
export class CategoricalScheme {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly colors: readonly string[];
  readonly isDefault: boolean;
  readonly group: ColorSchemeGroup;

  constructor(config: ColorSchemeConfig) {
    this.id = config.id;
    this.label = config.label ?? config.id;
    this.description = config.description ?? '';
    this.colors = config.colors;
    this.isDefault = config.isDefault ?? false;
    this.group = config.group ?? 'other';
  }
}

/** What a sequential scheme adds: whether it diverges from a middle colour. */
export interface SequentialSchemeConfig extends ColorSchemeConfig {
  isDiverging?: boolean;
}

/** A named run of colours for ordered values, interpolated in HCL. */
export class SequentialScheme extends CategoricalScheme {
  readonly isDiverging: boolean;

  constructor(config: SequentialSchemeConfig) {
    super(config);
    this.isDiverging = config.isDiverging ?? false;
  }

  /**
   * `numColors` colours spread evenly over the scheme (its own colours when that is their number and
   * the extent is whole); `extent` keeps only part of it, e.g. [0.2, 1] drops the lightest fifth.
   */
  getColors(numColors: number = this.colors.length, extent: readonly [number, number] = [0, 1]): string[] {
    if (numColors === this.colors.length && extent[0] === 0 && extent[1] === 1) return [...this.colors];
    const along = piecewise(interpolateHcl, [...this.colors]);
    const adjust = scaleLinear().range(extent).clamp(true);
    return quantize((t) => along(adjust(t)), numColors);
  }

  /**
   * A clamped linear scale from `domain` to the scheme. By default the domain is spread to one stop
   * per colour; with `modifyRange` the colours are resampled to the domain's stops instead.
   */
  createLinearScale(domain: readonly number[] = [0, 1], modifyRange = false): ScaleLinear<string, string, string> {
    const scale = scaleLinear<string, string, string>()
      .interpolate(interpolateHcl)
      .clamp(true)
      .unknown(this.colors[0] ?? '');
    if (modifyRange || domain.length === this.colors.length) {
      return scale.domain(domain).range(this.getColors(domain.length));
    }
    return scale.domain(quantize(piecewise(interpolateNumber, [...domain]), this.colors.length)).range(this.colors);
  }
}

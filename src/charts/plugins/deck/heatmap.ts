/**
 * deck_heatmap: each point's weight spread over radius_pixels on the screen by deck.gl's HeatmapLayer in the map's
 * view (a Gaussian kernel on the GPU, redone at each camera), summed or averaged (aggregation SUM or MEAN), multiplied
 * by the intensity and coloured along the linear colour scheme, fading out below the threshold's share of the most.
 */
import type {
  ChartPropsContext,
  ChartResult,
  ControlConfig,
  ControlPanelConfig,
  QueryFormData,
} from '../../../core/chart-plugin';
import type { MapChartModel } from '../../model';
import { deckControls as d, deckMapSection, deckQuerySection } from './controls';
import { linearColorSchemeControl, schemeRamp, screenModel } from './screengrid';

/** deck.gl's HeatmapLayer defaults, as Superset's controls: radius 30 px, intensity 1, threshold 0.05. */
export const HEATMAP_DEFAULTS = { radiusPx: 30, intensity: 1, threshold: 0.05 } as const;

const numberControl = (name: string, label: string, value: number, description: string): ControlConfig => ({
  name,
  type: 'NumberControl',
  label,
  default: value,
  renderTrigger: true,
  description,
});

/** Superset's 'Aggregation' select of the density maps, over these functions. */
export const aggregationControl = (functions: string[]): ControlConfig => ({
  name: 'aggregation',
  type: 'SelectControl',
  label: 'Aggregation',
  default: 'SUM',
  clearable: false,
  renderTrigger: true,
  choices: functions.map((f) => [f, f]),
  description: 'The function to use when aggregating points into groups',
});

export const deckHeatmapControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    deckQuerySection([[d.size]]),
    deckMapSection(),
    {
      label: 'Heatmap',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [{ ...linearColorSchemeControl, default: undefined }],
        [
          numberControl(
            'intensity',
            'Intensity',
            HEATMAP_DEFAULTS.intensity,
            'Intensity is the value multiplied by the weight to obtain the final weight',
          ),
        ],
        [
          numberControl(
            'radius_pixels',
            'Intensity Radius',
            HEATMAP_DEFAULTS.radiusPx,
            'Intensity Radius is the radius at which the weight is distributed',
          ),
        ],
        [
          numberControl(
            'threshold',
            'Threshold',
            HEATMAP_DEFAULTS.threshold,
            'Cells below this share of the densest cell fade out (0 to 1)',
          ),
        ],
        [aggregationControl(['SUM', 'MEAN'])],
      ],
    },
  ],
};

/** A number of the form within [min, max], else the fallback. */
const bounded = (value: unknown, fallback: number, min: number, max: number): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/** The heatmap's render model. */
export function transformDeckHeatmapProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): MapChartModel {
  return screenModel(results[0], formData, context, 'heatmap', (weights) => ({
    kind: 'heatmap',
    weights,
    radiusPx: bounded(formData.radius_pixels, HEATMAP_DEFAULTS.radiusPx, 1, 200),
    intensity: bounded(formData.intensity, HEATMAP_DEFAULTS.intensity, 0, 100),
    threshold: bounded(formData.threshold, HEATMAP_DEFAULTS.threshold, 0, 1),
    aggregation: String(formData.aggregation).toUpperCase() === 'MEAN' ? 'MEAN' : 'SUM',
    ramp: schemeRamp(formData.linear_color_scheme as string | undefined),
  }));
}

/**
 * deck_screengrid: the points summed into square cells of pixels on the screen by deck.gl's ScreenGridLayer in the
 * map's view (on the GPU, redone at each camera), each cell coloured by its weight: from the picked colour, transparent, to the picked colour (Superset's
 * minColor/maxColor), or along a sequential colour scheme.
 */
import type {
  ChartPropsContext,
  ChartResult,
  ControlConfig,
  ControlPanelConfig,
  QueryFormData,
} from '../../../core/chart-plugin';
import { getSequentialSchemeRegistry } from '../../../core/color';
import type { QueryMetric } from '../../../core/query';
import { fixedColorOf, toRGBA } from '../../colors';
import type { MapChartModel, MarkLayer, ScreenAggregate } from '../../model';
import { deckControls as d, deckMapSection, deckQuerySection } from './controls';
import { emptyTextOf, metricPerPoint, openingViewport, readPoints } from './points';
import type { ReadPoints } from './points';

/** The cell size (pixels) when the form gives none, as Superset's. */
export const DEFAULT_CELL_PX = 20;

/** How many stops a sequential scheme's ramp has. */
export const RAMP_STOPS = 6;

export const colorSchemeTypeControl: ControlConfig = {
  name: 'color_scheme_type',
  type: 'SelectControl',
  label: 'Color Scheme Type',
  default: 'fixed_color',
  renderTrigger: true,
  choices: [
    ['fixed_color', 'Fixed color'],
    ['linear_palette', 'Linear palette'],
  ],
  description: 'Colour the cells from the fixed colour (transparent to full) or along a sequential scheme',
};

export const linearColorSchemeControl: ControlConfig = {
  name: 'linear_color_scheme',
  type: 'ColorSchemeControl',
  label: 'Linear Color Scheme',
  default: 'blue_white_yellow',
  renderTrigger: true,
};

export const deckScreengridControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    deckQuerySection([[d.size]]),
    deckMapSection(),
    {
      label: 'Grid',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'grid_size',
            type: 'TextControl',
            label: 'Grid Size',
            isInt: true,
            default: DEFAULT_CELL_PX,
            renderTrigger: true,
            description: 'Defines the grid size in pixels',
          },
          d.color_picker,
        ],
        [colorSchemeTypeControl, linearColorSchemeControl],
      ],
    },
  ],
};

/** The ramp of a sequential scheme: RAMP_STOPS opaque colours from its low end to its high end. */
export function schemeRamp(scheme: string | undefined): Uint8Array {
  const colors = getSequentialSchemeRegistry().resolve(scheme)?.getColors(RAMP_STOPS) ?? ['#FFFFFF', '#000000'];
  const ramp = new Uint8Array(colors.length * 4);
  colors.forEach((css, i) => ramp.set([...toRGBA(css).slice(0, 3), 255], 4 * i));
  return ramp;
}

/** The cells' ramp: the picked colour from transparent to its own alpha, or the linear palette's. */
export function screengridRamp(formData: QueryFormData, context: ChartPropsContext): Uint8Array {
  if (formData.color_scheme_type === 'linear_palette') return schemeRamp(formData.linear_color_scheme as string);
  const [r, g, b, a] = toRGBA(fixedColorOf(formData, context));
  return new Uint8Array([r, g, b, 0, r, g, b, a]);
}

/** Each point's weight: the size metric's value, else 1 (Superset weighs a point without a metric as one). */
export function weightsOf(result: ChartResult | undefined, formData: QueryFormData, points: ReadPoints): Float32Array {
  const metric = formData.size as QueryMetric | undefined | null;
  if (metric === undefined || metric === null || metric === '') return new Float32Array(points.count).fill(1);
  return Float32Array.from(metricPerPoint(result, metric, points.rows));
}

/** The points a screen aggregation starts from, as a point layer in [lon, lat] (deck.gl aggregates them). */
export function screenPoints(id: string, points: ReadPoints): MarkLayer {
  const datum = new Uint32Array(points.count);
  for (let i = 0; i < points.count; i += 1) datum[i] = i;
  return {
    kind: 'point',
    id,
    count: points.count,
    positions: points.positions,
    colors: new Uint8Array(points.count * 4),
    radiusPx: 0,
    series: new Uint32Array(points.count),
    datum,
  };
}

/** The render model of a map aggregated on the screen: its points and how to aggregate them (the cells come with
 * the camera); no legend or tooltip, as Superset's. */
export function screenModel(
  result: ChartResult | undefined,
  formData: QueryFormData,
  context: ChartPropsContext,
  id: string,
  screen: (weights: Float32Array) => ScreenAggregate,
): MapChartModel {
  const points = readPoints(result, formData);
  return {
    type: 'map',
    vizType: formData.viz_type,
    viewport: openingViewport(formData, points.positions, context.width, context.height),
    layers: [{ marks: screenPoints(id, points), lngLat: true, screen: screen(weightsOf(result, formData, points)) }],
    legend: [],
    showLegend: false,
    tooltips: {},
    invalidRows: points.invalid,
    emptyText: emptyTextOf(result, points),
  };
}

/** The screen grid's render model. */
export function transformDeckScreengridProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): MapChartModel {
  const cellPx = Number(formData.grid_size);
  return screenModel(results[0], formData, context, 'screengrid', (weights) => ({
    kind: 'grid',
    weights,
    cellPx: Number.isFinite(cellPx) && cellPx >= 1 ? cellPx : DEFAULT_CELL_PX,
    ramp: screengridRamp(formData, context),
  }));
}

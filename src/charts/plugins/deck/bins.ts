/** deck_grid and deck_hex: points binned into square or hexagonal cells on the ground, coloured by their weight. */
import { getMetricLabel } from '../../../core/chart-plugin';
import type {
  ChartPropsContext,
  ChartResult,
  ControlConfig,
  ControlPanelConfig,
  QueryFormData,
} from '../../../core/chart-plugin';
import { getNumberFormatter } from '../../../core/format';
import type { QueryMetric } from '../../../core/query';
import { fixedColorOf, toRGBA } from '../../colors';
import type { MapChartModel, MarkLayer, RGBA } from '../../model';
import { binPoints, COLOR_STEPS, quantizeSteps, worldUnitsPerMetre } from './aggregate';
import { deckControls as d, deckMapSection, deckQuerySection } from './controls';
import { emptyTextOf, metricPerPoint, openingViewport, readPoints } from './points';

/** The cell size (metres) when the form gives none. */
export const DEFAULT_CELL_METRES = 20000;

/** How tall the tallest extruded cell stands, in cell sizes; the others by their weight's share of its weight. */
export const EXTRUSION_CELLS = 10;

/** The pitch (degrees) an extruded map opens with when its camera looks straight down, so the columns read. */
export const EXTRUDED_PITCH = 40;

/** Superset's 'Extruded' checkbox (on for a new chart; a saved chart without it is flat). */
export const extrudedControl: ControlConfig = {
  name: 'extruded',
  type: 'CheckboxControl',
  label: 'Extruded',
  default: true,
  renderTrigger: true,
  description: 'Whether to make the grid 3D',
};

/** Each cell's height in metres: its weight's share of the largest (negative weights stand at 0). */
export function elevationsOf(sums: Float64Array, cellMetres: number): Float32Array {
  let max = 0;
  for (const v of sums) if (v > max) max = v;
  const out = new Float32Array(sums.length);
  if (max > 0)
    for (let i = 0; i < sums.length; i += 1)
      out[i] = (Math.max(0, sums[i] as number) / max) * EXTRUSION_CELLS * cellMetres;
  return out;
}

function binsControlPanel(sizeLabel: string): ControlPanelConfig {
  return {
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
              label: sizeLabel,
              isFloat: true,
              default: DEFAULT_CELL_METRES,
              renderTrigger: true,
              description: 'Defines the size of a cell on the ground, in metres',
            },
            extrudedControl,
          ],
          [d.color_picker],
          [d.legend_position, d.legend_format],
        ],
      },
    ],
  };
}

export const deckGridControlPanel = binsControlPanel('Grid Size');
export const deckHexControlPanel = binsControlPanel('Hexagon Radius');

/** The colour of step `k` of `steps`: the picked colour, lighter and more transparent for the lower steps. */
export function rampColor(base: RGBA, k: number, steps = COLOR_STEPS): RGBA {
  const t = (k + 1) / steps;
  const mix = (c: number) => Math.round(255 - (255 - c) * (0.25 + 0.75 * t));
  return [mix(base[0]), mix(base[1]), mix(base[2]), Math.round(base[3] * (0.55 + 0.45 * t))];
}

const css = ([r, g, b, a]: RGBA): string => `rgba(${r},${g},${b},${Number((a / 255).toFixed(3))})`;

function transformBins(
  shape: 'square' | 'hex',
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): MapChartModel {
  const result = results[0];
  const points = readPoints(result, formData);
  const metric = formData.size as QueryMetric | undefined;
  const weights = metric ? metricPerPoint(result, metric, points.rows) : null;
  const metres = Number(formData.grid_size);
  const cellMetres = Number.isFinite(metres) && metres > 0 ? metres : DEFAULT_CELL_METRES;
  const size = cellMetres * worldUnitsPerMetre(points.world);
  const bins = binPoints(points.world, weights, size, shape);
  const { step, min, max } = quantizeSteps(bins.sums);
  const base = toRGBA(fixedColorOf(formData, context));
  const palette = Array.from({ length: COLOR_STEPS }, (_, k) => rampColor(base, k));
  const vertices = bins.rings.length / 2;
  const colors = new Uint8Array(vertices * 4);
  for (let c = 0; c < bins.count; c += 1) {
    const from = bins.startIndices[c] as number;
    const to = c + 1 < bins.count ? (bins.startIndices[c + 1] as number) : vertices;
    const rgba = palette[step[c] as number]!;
    for (let v = from; v < to; v += 1) colors.set(rgba, 4 * v);
  }
  const datum = new Uint32Array(bins.count);
  for (let i = 0; i < bins.count; i += 1) datum[i] = i;
  const id = shape === 'hex' ? 'hexagons' : 'grid';
  const marks: MarkLayer = {
    kind: 'polygon',
    id,
    count: bins.count,
    positions: bins.rings,
    startIndices: bins.startIndices,
    colors,
    series: new Uint32Array(bins.count),
    datum,
  };
  const format = getNumberFormatter((formData.legend_format as string | null | undefined) ?? undefined);
  const legend =
    bins.count > 0
      ? palette.map((rgba, k) => ({
          label: `${format(min + ((max - min) * k) / COLOR_STEPS)} – ${format(min + ((max - min) * (k + 1)) / COLOR_STEPS)}`,
          color: css(rgba),
        }))
      : [];
  const valueLabel = metric ? getMetricLabel(metric) : 'Count';
  const extruded = formData.extruded === true;
  const viewport = openingViewport(formData, points.positions, context.width, context.height);
  return {
    type: 'map',
    vizType: formData.viz_type,
    viewport: extruded && viewport.pitch === 0 ? { ...viewport, pitch: EXTRUDED_PITCH } : viewport,
    layers: [extruded ? { marks, elevationMeters: elevationsOf(bins.sums, cellMetres) } : { marks }],
    legend,
    showLegend: legend.length > 0 && formData.legend_position !== null,
    tooltips: {
      [id]: [
        { label: valueLabel, numbers: bins.sums },
        ...(metric ? [{ label: 'Points', numbers: Float64Array.from(bins.points) }] : []),
      ],
    },
    invalidRows: points.invalid,
    emptyText: emptyTextOf(result, points),
  };
}

/** deck_grid's render model: square cells of grid_size metres. */
export const transformDeckGridProps = (results: ChartResult[], formData: QueryFormData, context: ChartPropsContext) =>
  transformBins('square', results, formData, context);

/** deck_hex's render model: hexagons of grid_size metres' radius. */
export const transformDeckHexProps = (results: ChartResult[], formData: QueryFormData, context: ChartPropsContext) =>
  transformBins('hex', results, formData, context);

/**
 * deck_contour: the points' weights aggregated into cells of cellSize metres on the ground and drawn as the
 * contours of the control's list, as Superset's: an entry with an upper threshold is an isoband (a filled area between
 * the two), one without is an isoline at its lower threshold, stroked strokeWidth pixels wide.
 */
import type { ChartPropsContext, ChartResult, ControlPanelConfig, QueryFormData } from '../../../core/chart-plugin';
import type { GeoMarks, MapChartModel, RGBA } from '../../model';
import { worldUnitsPerMetre } from './aggregate';
import { contourGrid, isobandPolygons, isolineSegments } from './contour';
import type { ContourAggregation } from './contour';
import { deckControls as d, deckQuerySection } from './controls';
import { aggregationControl } from './heatmap';
import { emptyTextOf, openingViewport, readPoints } from './points';
import { weightsOf } from './screengrid';

/** Superset's default cell size, in metres. */
export const DEFAULT_CONTOUR_CELL_METRES = 300;

/** A contour of the list, checked: an isoline (upper undefined) or an isoband. */
export interface Contour {
  lower: number;
  upper?: number;
  color: RGBA;
  strokeWidth: number;
}

/** deck.gl's contour when the list is empty: an isoline at 1 (drawn in the default fixed colour). */
const DEFAULT_CONTOURS: Contour[] = [{ lower: 1, color: [0, 122, 135, 255], strokeWidth: 1 }];

const AGGREGATIONS: ContourAggregation[] = ['SUM', 'MEAN', 'MIN', 'MAX'];

export const deckContourControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    deckQuerySection([[d.size]]),
    {
      label: 'Map',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [d.mapbox_style, d.viewport],
        [d.autozoom],
        [
          {
            name: 'cellSize',
            type: 'TextControl',
            label: 'Cell Size',
            default: DEFAULT_CONTOUR_CELL_METRES,
            isInt: true,
            clearable: false,
            renderTrigger: true,
            description: 'The size of each cell in meters',
          },
        ],
        [aggregationControl(AGGREGATIONS)],
        [
          {
            name: 'contours',
            type: 'ContourControl',
            label: 'Contours',
            renderTrigger: true,
            description:
              'Define contour layers. Isolines represent a collection of line segments that separate the area above and below a given threshold. Isobands represent a collection of polygons that fill the area containing values in a given threshold range.',
          },
        ],
      ],
    },
  ],
};

const finite = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** The control's list, each entry checked: an entry without a numeric lower threshold is left out. */
export function contoursOf(value: unknown): Contour[] {
  if (!Array.isArray(value)) return DEFAULT_CONTOURS;
  const out: Contour[] = [];
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const entry = item as Record<string, unknown>;
    const lower = finite(entry.lowerThreshold);
    if (lower === undefined) continue;
    const upper = finite(entry.upperThreshold);
    const c = (entry.color && typeof entry.color === 'object' ? entry.color : {}) as Record<string, unknown>;
    const byte = (v: unknown) => Math.min(255, Math.max(0, Math.round(finite(v) ?? 0)));
    const alpha = finite(c.a);
    out.push({
      lower,
      ...(upper !== undefined && upper > lower ? { upper } : {}),
      color: [byte(c.r), byte(c.g), byte(c.b), alpha === undefined ? 255 : byte(alpha * 255)],
      strokeWidth: Math.min(20, Math.max(0.5, finite(entry.strokeWidth) ?? 1)),
    });
  }
  return out.length > 0 ? out : DEFAULT_CONTOURS;
}

/** Rings or segments with a colour on every vertex, as one mark layer's arrays. */
function packed(pieces: { xy: number[]; color: RGBA }[]) {
  let vertices = 0;
  for (const piece of pieces) vertices += piece.xy.length / 2;
  const positions = new Float32Array(vertices * 2);
  const colors = new Uint8Array(vertices * 4);
  const startIndices = new Uint32Array(pieces.length);
  let v = 0;
  pieces.forEach((piece, i) => {
    startIndices[i] = v;
    positions.set(piece.xy, 2 * v);
    for (let k = 0; k < piece.xy.length / 2; k += 1) colors.set(piece.color, 4 * (v + k));
    v += piece.xy.length / 2;
  });
  return { count: pieces.length, positions, colors, startIndices, series: new Uint32Array(pieces.length) };
}

/** The contour map: the isobands as one polygon layer, then each isoline as a path layer of its width. */
export function transformDeckContourProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): MapChartModel {
  const result = results[0];
  const points = readPoints(result, formData);
  const metres = finite(formData.cellSize);
  const size = (metres && metres > 0 ? metres : DEFAULT_CONTOUR_CELL_METRES) * worldUnitsPerMetre(points.world);
  const aggregation = AGGREGATIONS.find((a) => a === String(formData.aggregation).toUpperCase()) ?? 'SUM';
  const grid = contourGrid(points.world, weightsOf(result, formData, points), size, aggregation);
  const contours = contoursOf(formData.contours);
  const layers: GeoMarks[] = [];
  const bands = contours
    .filter((c) => c.upper !== undefined)
    .flatMap((c) => isobandPolygons(grid, c.lower, c.upper!).map((xy) => ({ xy, color: c.color })));
  if (bands.length > 0) {
    const marks = packed(bands);
    layers.push({ marks: { kind: 'polygon', id: 'contour-bands', ...marks, datum: new Uint32Array(marks.count) } });
  }
  contours.forEach((c, k) => {
    if (c.upper !== undefined) return;
    const segments = isolineSegments(grid, c.lower);
    const pieces = Array.from({ length: segments.length / 4 }, (_, i) => ({
      xy: segments.slice(4 * i, 4 * i + 4),
      color: c.color,
    }));
    layers.push({ marks: { kind: 'path', id: `contour-line-${k}`, ...packed(pieces), widthPx: c.strokeWidth } });
  });
  return {
    type: 'map',
    vizType: formData.viz_type,
    viewport: openingViewport(formData, points.positions, context.width, context.height),
    layers,
    legend: [],
    showLegend: false,
    tooltips: {},
    invalidRows: points.invalid,
    emptyText: emptyTextOf(result, points),
  };
}

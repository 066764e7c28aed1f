/** deck_arc: an arc per row from a start place to an end place, coloured from the source colour to the target's. */
import type { ChartPropsContext, ChartResult, ControlPanelConfig, QueryFormData } from '../../../core/chart-plugin';
import { asSpatialConfig, parseSpatialPoints, spatialColumns, toWorld } from '../../../core/geo';
import type { SpatialPoints } from '../../../core/geo';
import { fixedColorOf, toRGBA } from '../../colors';
import { sharedControls as s } from '../../controls';
import type { MapChartModel, MarkLayer, RGBA } from '../../model';
import { deckControls as d, deckMapSection } from './controls';
import { cellTarget, withCrossFilter } from './crossFilter';
import { NO_POSITIONS_TEXT, NO_RESULTS_TEXT, openingViewport } from './points';

/** Segments of each drawn arc. */
export const ARC_SEGMENTS = 24;

export const deckArcControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ ...d.spatial, name: 'start_spatial', label: 'Start Longitude & Latitude' }],
        [{ ...d.spatial, name: 'end_spatial', label: 'End Longitude & Latitude' }],
        [s.row_limit],
        [d.filter_nulls],
        [s.adhoc_filters],
      ],
    },
    deckMapSection(),
    {
      label: 'Arc',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          { ...d.color_picker, label: 'Source Color' },
          {
            name: 'target_color_picker',
            type: 'ColorPickerControl',
            label: 'Target Color',
            default: { r: 0, g: 122, b: 135, a: 1 },
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'stroke_width',
            type: 'SelectControl',
            label: 'Stroke Width',
            default: 1,
            freeForm: true,
            choices: [
              [1, '1'],
              [2, '2'],
              [3, '3'],
              [4, '4'],
              [5, '5'],
            ],
          },
        ],
      ],
    },
  ],
};

/** The rows valid in both point sets (both sorted by row), with each one's index into either set. */
export function commonRows(a: SpatialPoints, b: SpatialPoints): { from: number[]; to: number[] } {
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0, j = 0; i < a.count && j < b.count;) {
    const ra = a.rows[i] as number;
    const rb = b.rows[j] as number;
    if (ra === rb) {
      from.push(i);
      to.push(j);
      i += 1;
      j += 1;
    } else if (ra < rb) i += 1;
    else j += 1;
  }
  return { from, to };
}

/** The arc from world point a to b: a curve bowed to the left of the way, a fifth of its length high. */
function arcPoints(ax: number, ay: number, bx: number, by: number, out: Float32Array, at: number): void {
  const mx = (ax + bx) / 2 - (by - ay) * 0.2;
  const my = (ay + by) / 2 + (bx - ax) * 0.2;
  for (let k = 0; k <= ARC_SEGMENTS; k += 1) {
    const t = k / ARC_SEGMENTS;
    const u = 1 - t;
    out[at + 2 * k] = u * u * ax + 2 * u * t * mx + t * t * bx;
    out[at + 2 * k + 1] = u * u * ay + 2 * u * t * my + t * t * by;
  }
}

const colorOf = (value: unknown, formData: QueryFormData, context: ChartPropsContext): RGBA =>
  toRGBA(fixedColorOf({ ...formData, color_picker: value }, context));

/** Builds the arcs: one path of ARC_SEGMENTS segments per row with both places valid. */
export function transformDeckArcProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): MapChartModel {
  const result = results[0];
  const records = result?.records ?? 0;
  const startConfig = asSpatialConfig(formData.start_spatial);
  const endConfig = asSpatialConfig(formData.end_spatial);
  const read = (config: typeof startConfig) =>
    config && result ? parseSpatialPoints(config, records, (name) => result.column(name)) : null;
  const start = read(startConfig);
  const end = read(endConfig);
  const { from, to } = start && end ? commonRows(start, end) : { from: [], to: [] };
  const count = from.length;
  const per = ARC_SEGMENTS + 1;
  const startWorld = toWorld(start?.positions ?? new Float32Array(0));
  const endWorld = toWorld(end?.positions ?? new Float32Array(0));
  const positions = new Float32Array(count * per * 2);
  const colors = new Uint8Array(count * per * 4);
  const startIndices = new Uint32Array(count);
  const lonLat = new Float32Array(count * 4);
  const source = colorOf(formData.color_picker, formData, context);
  const target = colorOf(formData.target_color_picker, formData, context);
  for (let i = 0; i < count; i += 1) {
    const a = from[i] as number;
    const b = to[i] as number;
    startIndices[i] = i * per;
    arcPoints(
      startWorld[2 * a] as number,
      startWorld[2 * a + 1] as number,
      endWorld[2 * b] as number,
      endWorld[2 * b + 1] as number,
      positions,
      i * per * 2,
    );
    for (let k = 0; k < per; k += 1) {
      const t = k / ARC_SEGMENTS;
      const at = 4 * (i * per + k);
      for (let c = 0; c < 4; c += 1) colors[at + c] = Math.round(source[c]! * (1 - t) + target[c]! * t);
    }
    lonLat.set(start!.positions.subarray(2 * a, 2 * a + 2), 4 * i);
    lonLat.set(end!.positions.subarray(2 * b, 2 * b + 2), 4 * i + 2);
  }
  const marks: MarkLayer = {
    kind: 'path',
    id: 'arcs',
    count,
    positions,
    startIndices,
    colors,
    widthPx: Math.max(1, Number(formData.stroke_width) || 1),
    series: new Uint32Array(count),
  };
  const field = (label: string, offset: number) => ({
    label,
    numbers: Float32Array.from({ length: count }, (_, i) => lonLat[4 * i + offset] as number),
    format: '.4~f',
  });
  // A click filters by the arc's start and end places, as Superset's arc does.
  const columns = [...new Set([...spatialColumns(formData.start_spatial), ...spatialColumns(formData.end_spatial)])];
  const rows = Uint32Array.from(from, (a) => start!.rows[a] as number);
  return withCrossFilter<MapChartModel>(
    {
      type: 'map',
      vizType: formData.viz_type,
      viewport: openingViewport(formData, lonLat, context.width, context.height),
      layers: [{ marks }],
      legend: [],
      showLegend: false,
      tooltips: {
        arcs: [
          field('Start longitude', 0),
          field('Start latitude', 1),
          field('End longitude', 2),
          field('End latitude', 3),
        ],
      },
      invalidRows: records - count,
      emptyText: count > 0 ? null : records > 0 ? NO_POSITIONS_TEXT : NO_RESULTS_TEXT,
    },
    formData.slice_id,
    { arcs: cellTarget(result, columns, rows) },
  );
}

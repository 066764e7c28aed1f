/**
 * deck_geojson: the shapes of a GeoJSON column (a Feature, a FeatureCollection or a geometry per row): polygons
 * filled and outlined, lines stroked, points drawn as dots, coloured by the picked fill and stroke colours or, where
 * a picker is transparent, by the feature's own fillColor / strokeColor properties. A row whose cell is not valid
 * GeoJSON is marked invalid and counted in the footer; the rest draw. A feature's properties are its tooltip.
 */
import type { ChartPropsContext, ChartResult, ControlPanelConfig, QueryFormData } from '../../../core/chart-plugin';
import { parseGeoJsonCell } from '../../../core/geo';
import type { GeoFeature, LonLatLine } from '../../../core/geo';
import { toRGBA } from '../../colors';
import { sharedControls as s } from '../../controls';
import type { CrossFilterTarget, GeoMarks, MapChartModel, MapTooltipField, MarkLayer, RGBA } from '../../model';
import { cellTarget, targetByMark, withCrossFilter } from './crossFilter';
import { deckControls as d, deckMapSection } from './controls';
import { NO_RESULTS_TEXT } from './points';
import { shapeControls, shapesViewport } from './polygon';
import { fieldsByMark, pathMarks, pickedColor, polygonMarks } from './shapes';
import type { Shape } from './shapes';
import { latToWorldY, lonToWorldX } from '../../../core/geo';

/** The footer's reason for the rows a GeoJSON map could not draw. */
export const INVALID_GEOJSON_REASON = 'invalid GeoJSON';

export const deckGeojsonControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ name: 'geojson', type: 'ColumnControl', label: 'GeoJson Column', validators: ['nonEmpty'] }],
        [s.row_limit],
        [d.filter_nulls],
        [s.adhoc_filters],
        [d.tooltip_contents],
      ],
    },
    deckMapSection(),
    {
      label: 'GeoJson Settings',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [shapeControls.fill_color_picker, shapeControls.stroke_color_picker],
        [shapeControls.filled, shapeControls.stroked],
        [shapeControls.extruded],
        [
          {
            name: 'point_radius_scale',
            type: 'SelectControl',
            label: 'Point Radius Scale',
            default: null,
            freeForm: true,
            choices: [0, 100, 200, 300, 500].map((n) => [n, String(n)]),
          },
        ],
        [shapeControls.line_width, shapeControls.line_width_unit],
      ],
    },
  ],
};

/** A feature's own colour property (a hex string or an [r, g, b, a?] list), as Superset's GeoJSON layer reads it. */
function propertyColor(properties: Record<string, unknown>, keys: string[]): RGBA | null {
  for (const key of keys) {
    const v = properties[key];
    if (typeof v === 'string') return toRGBA(v);
    if (Array.isArray(v) && v.length >= 3 && v.every((n) => typeof n === 'number')) {
      return [v[0], v[1], v[2], v[3] ?? 255] as RGBA;
    }
  }
  return null;
}

const FILL_KEYS = ['fillColor', 'fill-color', 'fill', 'color'];
const STROKE_KEYS = ['strokeColor', 'stroke-color', 'stroke'];

/** The features of every row whose cell is valid GeoJSON, and how many rows were not. */
export function readFeatures(
  result: ChartResult | undefined,
  formData: QueryFormData,
): { features: GeoFeature[]; featureRows: number[]; invalid: number; rows: number } {
  const records = result?.records ?? 0;
  const column = typeof formData.geojson === 'string' ? result?.column(formData.geojson) : undefined;
  const features: GeoFeature[] = [];
  const featureRows: number[] = [];
  let valid = 0;
  for (let row = 0; row < records; row += 1) {
    const parsed = column ? parseGeoJsonCell(column.get(row)) : null;
    if (!parsed) continue;
    valid += 1;
    features.push(...parsed);
    for (let k = 0; k < parsed.length; k += 1) featureRows.push(row);
  }
  return { features, featureRows, invalid: records - valid, rows: valid };
}

/** Points as a point mark layer of `radiusPx`, with each point's feature as its datum. */
function pointMarks(points: { at: [number, number]; datum: number; color: RGBA }[], radiusPx: number): MarkLayer {
  const positions = new Float32Array(points.length * 2);
  const colors = new Uint8Array(points.length * 4);
  const datum = new Uint32Array(points.length);
  points.forEach((p, i) => {
    positions[2 * i] = lonToWorldX(p.at[0]);
    positions[2 * i + 1] = latToWorldY(p.at[1]);
    colors.set(p.color, 4 * i);
    datum[i] = p.datum;
  });
  return {
    kind: 'point',
    id: 'geojson-points',
    count: points.length,
    positions,
    colors,
    radiusPx,
    series: datum,
    datum,
  };
}

/** One text field per property name the features carry, in first-seen order. */
function propertyFields(features: GeoFeature[]): MapTooltipField[] {
  const names: string[] = [];
  for (const f of features) for (const key of Object.keys(f.properties)) if (!names.includes(key)) names.push(key);
  return names
    .filter((name) => ![...FILL_KEYS, ...STROKE_KEYS].includes(name))
    .map((label) => ({
      label,
      texts: features.map((f) => {
        const v = f.properties[label];
        return v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
      }),
    }));
}

/** Builds the GeoJSON map: fills, outlines and lines, and points, each a mark layer of typed arrays. */
export function transformDeckGeojsonProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): MapChartModel {
  const result = results[0];
  const { features, featureRows, invalid, rows } = readFeatures(result, formData);
  const fillPicked = pickedColor(formData, 'fill_color_picker', context);
  const strokePicked = pickedColor(formData, 'stroke_color_picker', context);
  const fills: Shape[] = [];
  const lines: Shape[] = [];
  const points: { at: [number, number]; datum: number; color: RGBA }[] = [];
  const all: LonLatLine[] = [];
  features.forEach((f, datum) => {
    const fill = fillPicked[3] > 0 ? fillPicked : (propertyColor(f.properties, FILL_KEYS) ?? fillPicked);
    const stroke = strokePicked[3] > 0 ? strokePicked : (propertyColor(f.properties, STROKE_KEYS) ?? strokePicked);
    for (const rings of f.polygons) {
      if (rings[0]) fills.push({ line: rings[0], holes: rings.slice(1), datum, color: fill });
      if (formData.stroked === true) for (const ring of rings) lines.push({ line: ring, datum, color: stroke });
      all.push(...rings);
    }
    for (const line of f.lines) {
      lines.push({ line, datum, color: stroke });
      all.push(line);
    }
    for (const at of f.points) {
      points.push({ at, datum, color: fill });
      all.push([at]);
    }
  });

  const fields = propertyFields(features);
  const layers: GeoMarks[] = [];
  const tooltips: Record<string, MapTooltipField[]> = {};
  const names = features.map((f) => (typeof f.properties.name === 'string' ? f.properties.name : ''));
  const filterBy = cellTarget(result, [String(formData.geojson)], featureRows, names);
  const targets: Record<string, CrossFilterTarget> = {};
  if (formData.filled !== false && fills.length > 0) {
    layers.push({ marks: polygonMarks('geojson-polygons', fills) });
    tooltips['geojson-polygons'] = fields;
    targets['geojson-polygons'] = filterBy;
  }
  if (lines.length > 0) {
    const width = Number(formData.line_width);
    const { marks, datum } = pathMarks('geojson-lines', lines, Number.isFinite(width) ? width : 1);
    layers.push({ marks });
    tooltips['geojson-lines'] = fieldsByMark(fields, datum);
    targets['geojson-lines'] = targetByMark(filterBy, datum);
  }
  if (points.length > 0) {
    layers.push({ marks: pointMarks(points, 4) });
    tooltips['geojson-points'] = fields;
    targets['geojson-points'] = filterBy;
  }
  const records = result?.records ?? 0;
  return withCrossFilter<MapChartModel>(
    {
      type: 'map',
      vizType: formData.viz_type,
      viewport: shapesViewport(formData, all, context),
      layers,
      legend: [],
      showLegend: false,
      tooltips,
      invalidRows: invalid,
      invalidReason: INVALID_GEOJSON_REASON,
      emptyText: rows > 0 ? null : records > 0 ? 'No row has valid GeoJSON' : NO_RESULTS_TEXT,
    },
    formData.slice_id,
    targets,
  );
}

/**
 * deck_polygon: a shape per row from its polygon column (json, polyline or geohash), filled with a fixed colour or
 * by a metric (linear palette over buckets, or colour breakpoints), outlined at line_width, with an elevation per
 * shape (fixed or a metric, times the multiplier) for extruded maps. Rows whose shape does not parse are counted.
 */
import { getColumnLabel, getMetricLabel, metricOfFixedOrMetric } from '../../../core/chart-plugin';
import type {
  ChartPropsContext,
  ChartResult,
  ControlConfig,
  ControlPanelConfig,
  QueryFormData,
} from '../../../core/chart-plugin';
import { asLineType, boundsOf, fitViewport, normalizeViewport, parseLineCell } from '../../../core/geo';
import type { LonLatLine } from '../../../core/geo';
import type { QueryMetric } from '../../../core/query';
import { sharedControls as s } from '../../controls';
import type { GeoMarks, MapChartModel, MapTooltipField } from '../../model';
import { deckControls as d, deckMapSection } from './controls';
import { cellTarget, withCrossFilter } from './crossFilter';
import { metricColors } from './metricColors';
import { NO_RESULTS_TEXT } from './points';
import { lonLatOf, opacityOf, pathMarks, pickedColor, polygonMarks, withOpacity } from './shapes';
import type { Shape } from './shapes';

/** The text when rows came back but none had a shape that parses. */
export const NO_SHAPES_TEXT = 'No row has a valid shape';

const PRIMARY = { r: 0, g: 122, b: 135, a: 1 };
const c = (config: ControlConfig): ControlConfig => config;

/** The controls deck_polygon, deck_path and deck_geojson share (Superset's names and defaults). */
export const shapeControls = {
  line_column: c({ name: 'line_column', type: 'ColumnControl', label: 'Lines column', validators: ['nonEmpty'] }),
  line_type: c({
    name: 'line_type',
    type: 'SelectControl',
    label: 'Lines encoding',
    default: 'json',
    choices: [
      ['polyline', 'Polyline'],
      ['json', 'JSON'],
      ['geohash', 'geohash (square)'],
    ],
    description: 'The encoding format of the lines',
  }),
  reverse_long_lat: c({
    name: 'reverse_long_lat',
    type: 'CheckboxControl',
    label: 'Reverse Lat & Long',
    default: false,
  }),
  fill_color_picker: c({
    name: 'fill_color_picker',
    type: 'ColorPickerControl',
    label: 'Fill Color',
    default: PRIMARY,
    renderTrigger: true,
  }),
  stroke_color_picker: c({
    name: 'stroke_color_picker',
    type: 'ColorPickerControl',
    label: 'Stroke Color',
    default: PRIMARY,
    renderTrigger: true,
  }),
  filled: c({ name: 'filled', type: 'CheckboxControl', label: 'Filled', default: true, renderTrigger: true }),
  stroked: c({ name: 'stroked', type: 'CheckboxControl', label: 'Stroked', default: false, renderTrigger: true }),
  extruded: c({ name: 'extruded', type: 'CheckboxControl', label: 'Extruded', default: true, renderTrigger: true }),
  multiplier: c({
    name: 'multiplier',
    type: 'TextControl',
    label: 'Multiplier',
    isFloat: true,
    default: 1,
    renderTrigger: true,
    description: 'Factor to multiply the metric by',
  }),
  line_width: c({
    name: 'line_width',
    type: 'TextControl',
    label: 'Line width',
    isInt: true,
    default: 1,
    renderTrigger: true,
    description: 'The width of the lines',
  }),
  line_width_unit: c({
    name: 'line_width_unit',
    type: 'SelectControl',
    label: 'Line width unit',
    default: 'pixels',
    choices: [
      ['meters', 'meters'],
      ['pixels', 'pixels'],
    ],
    renderTrigger: true,
  }),
};

export const deckPolygonControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ ...shapeControls.line_column, label: 'Polygon Column' }],
        [{ ...shapeControls.line_type, label: 'Polygon Encoding' }],
        [s.adhoc_filters],
        [{ ...s.metric, validators: [] }],
        [
          {
            name: 'point_radius_fixed',
            type: 'FixedOrMetricControl',
            label: 'Elevation',
            default: { type: 'fix', value: 1000 },
          },
        ],
        [s.row_limit],
        [shapeControls.reverse_long_lat],
        [d.filter_nulls],
        [d.tooltip_contents],
      ],
    },
    deckMapSection(),
    {
      label: 'Polygon Settings',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'color_scheme_type',
            type: 'SelectControl',
            label: 'Color scheme type',
            default: 'linear_palette',
            renderTrigger: true,
            choices: [
              ['fixed_color', 'Fixed color'],
              ['linear_palette', 'Linear palette'],
              ['color_breakpoints', 'Color breakpoints'],
            ],
          },
          shapeControls.fill_color_picker,
          shapeControls.stroke_color_picker,
        ],
        [
          {
            name: 'linear_color_scheme',
            type: 'ColorSchemeControl',
            label: 'Linear Color Scheme',
            default: 'superset_seq_1',
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'default_breakpoint_color',
            type: 'ColorPickerControl',
            label: 'Default color',
            default: PRIMARY,
            renderTrigger: true,
          },
          {
            name: 'color_breakpoints',
            // No editor in explore yet: a saved list of {minValue, maxValue, color} is kept and drawn.
            type: 'HiddenControl',
            label: 'Color breakpoints',
            default: [],
            renderTrigger: true,
          },
        ],
        [shapeControls.filled, shapeControls.stroked],
        [shapeControls.extruded],
        [shapeControls.multiplier],
        [shapeControls.line_width],
        [shapeControls.line_width_unit],
        [
          {
            name: 'opacity',
            type: 'NumberControl',
            label: 'Opacity',
            default: 80,
            renderTrigger: true,
            description: 'Opacity, expects values between 0 and 100',
          },
        ],
        [
          {
            name: 'num_buckets',
            type: 'SelectControl',
            label: 'Number of buckets to group data',
            default: 5,
            freeForm: true,
            choices: [2, 3, 5, 10].map((n) => [n, String(n)]),
            renderTrigger: true,
            description: 'How many buckets should the data be grouped in.',
          },
        ],
        [
          {
            name: 'break_points',
            type: 'SelectControl',
            label: 'Bucket break points',
            multi: true,
            freeForm: true,
            default: [],
            renderTrigger: true,
            description: 'List of n+1 values for bucketing metric into n buckets.',
          },
        ],
        [d.legend_position],
        [d.legend_format],
      ],
    },
  ],
};

const num = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

/** The shapes of a result's line column: each valid row's rings, the rows they came from, and how many were not. */
export function readShapes(
  result: ChartResult | undefined,
  formData: QueryFormData,
): { rings: LonLatLine[][]; rows: number[]; invalid: number } {
  const records = result?.records ?? 0;
  const column = typeof formData.line_column === 'string' ? result?.column(formData.line_column) : undefined;
  const lineType = asLineType(formData.line_type);
  const reverse = formData.reverse_long_lat === true;
  const rings: LonLatLine[][] = [];
  const rows: number[] = [];
  for (let row = 0; row < records; row += 1) {
    const parsed = column ? parseLineCell(column.get(row), lineType, reverse) : null;
    if (!parsed) continue;
    rings.push(parsed);
    rows.push(row);
  }
  return { rings, rows, invalid: records - rows.length };
}

/** A metric's value for each of the rows (NaN where missing). */
function valuesOf(
  result: ChartResult | undefined,
  metric: QueryMetric | undefined,
  rows: number[],
): Float64Array | null {
  if (metric === undefined) return null;
  const column = result?.column(getMetricLabel(metric));
  return Float64Array.from(rows, (row) => {
    const v = column?.get(row);
    return typeof v === 'number'
      ? v
      : typeof v === 'bigint'
        ? Number(v)
        : v === null || v === undefined
          ? NaN
          : Number(v);
  });
}

/** The map's camera: the shapes' bounds with autozoom (the default), else the saved viewport. */
export function shapesViewport(formData: QueryFormData, lines: LonLatLine[], context: ChartPropsContext) {
  const bounds = formData.autozoom === false ? null : boundsOf(lonLatOf(lines));
  return bounds ? fitViewport(bounds, context.width, context.height) : normalizeViewport(formData.viewport);
}

/** Builds the polygons' map: one filled ring per shape, its inner rings left empty, typed arrays only. */
export function transformDeckPolygonProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): MapChartModel {
  const result = results[0];
  const { rings, rows, invalid } = readShapes(result, formData);
  const metric = (formData.metric ?? undefined) as QueryMetric | undefined;
  const values = valuesOf(result, metric === '' ? undefined : metric, rows);
  const opacity = opacityOf(formData);
  const fill = pickedColor(formData, 'fill_color_picker', context);
  const { colorOf, legend } = metricColors(formData, values, fill, context);
  const stroke = pickedColor(formData, 'stroke_color_picker', context);
  const fills: Shape[] = [];
  const outlines: Shape[] = [];
  rings.forEach((shape, i) => {
    const color = withOpacity(colorOf(i), opacity);
    if (shape[0]) fills.push({ line: shape[0], holes: shape.slice(1), datum: i, color });
    for (const ring of shape) outlines.push({ line: ring, datum: i, color: stroke });
  });

  const layers: GeoMarks[] = [];
  if (formData.filled !== false) layers.push({ marks: polygonMarks('polygons', fills) });
  if (formData.stroked === true || formData.filled === false) {
    layers.push({ marks: pathMarks('polygon-outlines', outlines, num(formData.line_width, 1)).marks });
  }
  const elevationMetric = metricOfFixedOrMetric(formData.point_radius_fixed);
  const elevations = valuesOf(result, elevationMetric, rows);
  const fixedElevation = num((formData.point_radius_fixed as { value?: unknown } | undefined)?.value, 1000);
  const multiplier = num(formData.multiplier, 1);
  if (formData.extruded !== false && layers[0]) {
    layers[0].elevationMeters = Float32Array.from(
      rows,
      (_, i) => (elevations ? (elevations[i] as number) : fixedElevation) * multiplier,
    );
  }

  const tooltip: MapTooltipField[] = [];
  const label = typeof formData.line_column === 'string' ? formData.line_column : 'Polygon';
  const names = tooltipTexts(result, formData, rows);
  tooltip.push(...names);
  if (values && metric !== undefined) tooltip.push({ label: getMetricLabel(metric), numbers: values });
  if (elevations && elevationMetric !== undefined)
    tooltip.push({ label: getMetricLabel(elevationMetric), numbers: elevations });
  if (tooltip.length === 0) tooltip.push({ label, texts: rows.map((_, i) => `${rings[i]![0]!.length} points`) });
  const filterBy = cellTarget(result, [label], rows, names[0]?.texts);
  return withCrossFilter<MapChartModel>(
    {
      type: 'map',
      vizType: formData.viz_type,
      viewport: shapesViewport(formData, rings.flat(), context),
      layers,
      legend,
      showLegend: legend.length > 0 && formData.legend_position !== null,
      tooltips: { polygons: tooltip },
      invalidRows: invalid,
      emptyText: rows.length > 0 ? null : (result?.records ?? 0) > 0 ? NO_SHAPES_TEXT : NO_RESULTS_TEXT,
    },
    formData.slice_id,
    { polygons: filterBy },
  );
}

/** The tooltip_contents columns of each row, as text fields. */
export function tooltipTexts(
  result: ChartResult | undefined,
  formData: QueryFormData,
  rows: number[],
): MapTooltipField[] {
  const items = Array.isArray(formData.tooltip_contents) ? (formData.tooltip_contents as unknown[]) : [];
  return items.flatMap((item) => {
    const name =
      typeof item === 'string'
        ? item
        : item && typeof item === 'object' && (item as { item_type?: unknown }).item_type === 'column'
          ? String((item as { column_name?: unknown }).column_name)
          : null;
    const column = name ? result?.column(getColumnLabel(name)) : undefined;
    if (!name || !column) return [];
    return [{ label: name, texts: rows.map((row) => String(column.get(row) ?? '')) }];
  });
}

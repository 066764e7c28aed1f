/** deck_scatter: a point per row, sized by a fixed radius or a metric in ground units, coloured fixed or by category. */
import { getColumnLabel, getMetricLabel, metricOfFixedOrMetric } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, ControlPanelConfig, QueryFormData } from '../../../core/chart-plugin';
import { spatialColumns } from '../../../core/geo';
import type { QueryColumn } from '../../../core/query';
import { colorScaleFor, fixedColorOf, paintColors, toRGBA } from '../../colors';
import { sharedControls as s } from '../../controls';
import type { MapChartModel, MapTooltipField, MarkLayer } from '../../model';
import { deckControls as d, deckMapSection, deckQuerySection } from './controls';
import { cellTarget, reviveMapModel, withCrossFilter } from './crossFilter';
import { categoriesPerPoint, emptyTextOf, metricPerPoint, openingViewport, positionFields, readPlaces } from './points';

/** Metres per unit of each point_unit choice, and whether the value is an area (its radius is √(area/π)). */
const POINT_UNITS: Record<string, { metres: number; area: boolean }> = {
  square_m: { metres: 1, area: true },
  radius_m: { metres: 1, area: false },
  square_km: { metres: 1000, area: true },
  radius_km: { metres: 1000, area: false },
  square_miles: { metres: 1609.34, area: true },
  radius_miles: { metres: 1609.34, area: false },
};

/** A value of `unit` as a radius in metres (NaN stays NaN). */
export function radiusInMetres(value: number, unit: string): number {
  const u = POINT_UNITS[unit] ?? POINT_UNITS.square_m!;
  return (u.area ? Math.sqrt(Math.max(0, value) / Math.PI) : value) * u.metres;
}

const num = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

export const deckScatterControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    deckQuerySection(),
    {
      label: 'Point Size',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'point_radius_fixed',
            type: 'FixedOrMetricControl',
            label: 'Point Size',
            default: { type: 'fix', value: 1000 },
            description: 'Fixed point radius',
          },
        ],
        [
          {
            name: 'point_unit',
            type: 'SelectControl',
            label: 'Point Unit',
            default: 'square_m',
            choices: [
              ['square_m', 'Square meters'],
              ['square_km', 'Square kilometers'],
              ['square_miles', 'Square miles'],
              ['radius_m', 'Radius in meters'],
              ['radius_km', 'Radius in kilometers'],
              ['radius_miles', 'Radius in miles'],
            ],
            renderTrigger: true,
          },
        ],
        [
          { name: 'min_radius', type: 'TextControl', label: 'Minimum Radius', isFloat: true, default: 2 },
          { name: 'max_radius', type: 'TextControl', label: 'Maximum Radius', isFloat: true, default: 250 },
        ],
        [{ name: 'multiplier', type: 'TextControl', label: 'Multiplier', isFloat: true, default: 1 }],
      ],
    },
    {
      label: 'Point Color',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [[d.color_picker], [d.legend_position, d.legend_format], [d.dimension], [s.color_scheme]],
    },
    deckMapSection(),
  ],
};

/** Builds the scatter's map: typed arrays only (positions, colours, radii), no object per point. */
export function transformDeckScatterProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): MapChartModel {
  const result = results[0];
  // Positions stay [lon, lat]: the GPU does the Mercator projection as it draws (no per-point projection here).
  const points = readPlaces(result, formData);
  const { count, rows } = points;
  const metric = metricOfFixedOrMetric(formData.point_radius_fixed);
  const unit = typeof formData.point_unit === 'string' ? formData.point_unit : 'square_m';
  const multiplier = num(formData.multiplier, 1);
  const fixed = num((formData.point_radius_fixed as { value?: unknown } | undefined)?.value, 1000);
  const values = metric !== undefined ? metricPerPoint(result, metric, rows) : null;
  const metres = (value: number): number => {
    const r = radiusInMetres(value, unit) * multiplier;
    return Number.isFinite(r) ? r : 0;
  };
  // A fixed size is one radius for every point: one fill, no per-point work.
  const radiusMeters = new Float32Array(count).fill(values ? 0 : metres(fixed));
  if (values) for (let i = 0; i < count; i += 1) radiusMeters[i] = metres(values[i] as number);

  const dimension = formData.dimension as QueryColumn | undefined;
  const categories = dimension ? categoriesPerPoint(result, getColumnLabel(dimension), rows) : null;
  const colors = new Uint8Array(count * 4);
  const legend: MapChartModel['legend'] = [];
  if (categories) {
    const scale = colorScaleFor(formData, context);
    const palette = categories.names.map((name) => {
      const css = scale(name);
      legend.push({ label: name, color: css });
      return toRGBA(css);
    });
    paintColors(colors, palette, categories.index);
  } else {
    paintColors(colors, [toRGBA(fixedColorOf(formData, context))]);
  }

  const datum = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) datum[i] = i;
  const marks: MarkLayer = {
    kind: 'point',
    id: 'scatter',
    count,
    positions: points.positions,
    colors,
    radiusPx: 1,
    series: categories ? categories.index : new Uint32Array(count),
    datum,
  };
  const tooltip: MapTooltipField[] = positionFields(points.positions);
  if (values && metric !== undefined) tooltip.push({ label: getMetricLabel(metric), numbers: values });
  if (categories && dimension)
    tooltip.push({ label: getColumnLabel(dimension), texts: categories.names, textIndex: categories.index });

  // A click filters by the point's place, as Superset's scatter does.
  const filterBy = cellTarget(result, spatialColumns(formData.spatial), rows);
  return withCrossFilter<MapChartModel>(
    {
      type: 'map',
      vizType: formData.viz_type,
      viewport: openingViewport(formData, points.positions, context.width, context.height),
      layers: [
        {
          marks,
          lngLat: true,
          radiusMeters,
          radiusRangePx: [num(formData.min_radius, 2), num(formData.max_radius, 250)],
        },
      ],
      legend,
      showLegend: legend.length > 0 && formData.legend_position !== null,
      tooltips: { scatter: tooltip },
      invalidRows: points.invalid,
      emptyText: emptyTextOf(result, points),
    },
    formData.slice_id,
    { scatter: filterBy },
  );
}

/**
 * A scatter made in the data worker, on the page: its cross filter reads the result again, and its categories take the
 * page's colours (a dashboard's shared label colours live here), asked for in the order transformProps asked; the
 * points are repainted only where a colour differs from the worker's fresh scale.
 */
export function reviveScatterModel(
  model: MapChartModel,
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): MapChartModel {
  const revived = reviveMapModel(model, results);
  const marks = revived.layers[0]?.marks;
  if (model.legend.length === 0 || !marks) return revived;
  const scale = colorScaleFor(formData, context);
  const legend = model.legend.map((item) => ({ label: item.label, color: scale(item.label) }));
  if (legend.some((item, i) => item.color !== model.legend[i]?.color)) {
    paintColors(
      marks.colors,
      legend.map((item) => toRGBA(item.color)),
      marks.series,
    );
  }
  return { ...revived, legend };
}

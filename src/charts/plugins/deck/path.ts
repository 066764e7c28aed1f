/**
 * deck_path: a line per row from its line column (json [lng, lat] pairs, Google polyline or a geohash cell's
 * outline), at line_width in the picked colour; lines across the antimeridian are drawn whole. Rows whose line does
 * not parse are counted in the footer.
 */
import { getMetricLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, ControlPanelConfig, QueryFormData } from '../../../core/chart-plugin';
import type { QueryMetric } from '../../../core/query';
import { sharedControls as s } from '../../controls';
import type { MapChartModel, MapTooltipField } from '../../model';
import { deckControls as d, deckMapSection } from './controls';
import { cellTarget, targetByMark, withCrossFilter } from './crossFilter';
import { NO_RESULTS_TEXT } from './points';
import { NO_SHAPES_TEXT, readShapes, shapeControls, shapesViewport, tooltipTexts } from './polygon';
import { fieldsByMark, pathMarks, pickedColor } from './shapes';
import type { Shape } from './shapes';

export const deckPathControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [shapeControls.line_column],
        [shapeControls.line_type],
        [s.adhoc_filters],
        [{ ...s.metric, validators: [] }],
        [s.row_limit],
        [shapeControls.reverse_long_lat],
        [d.filter_nulls],
        [d.tooltip_contents],
      ],
    },
    deckMapSection(),
    {
      label: 'Line settings',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [{ ...d.color_picker, label: 'Line color', description: 'The color of the lines' }],
        [shapeControls.line_width, shapeControls.line_width_unit],
      ],
    },
  ],
};

/** Builds the paths' map: one path per line of each row, typed arrays only. */
export function transformDeckPathProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): MapChartModel {
  const result = results[0];
  const { rings, rows, invalid } = readShapes(result, formData);
  const color = pickedColor(formData, 'color_picker', context);
  const lines: Shape[] = rings.flatMap((shape, datum) => shape.map((line) => ({ line, datum, color })));
  const width = Number(formData.line_width);
  const { marks, datum } = pathMarks('paths', lines, Number.isFinite(width) ? width : 1);

  const fields: MapTooltipField[] = tooltipTexts(result, formData, rows);
  const metric = (formData.metric ?? undefined) as QueryMetric | undefined;
  const metricColumn = metric !== undefined && metric !== '' ? result?.column(getMetricLabel(metric)) : undefined;
  if (metric !== undefined && metricColumn) {
    fields.push({
      label: getMetricLabel(metric),
      numbers: Float64Array.from(rows, (row) => Number(metricColumn.get(row))),
    });
  }
  if (fields.length === 0)
    fields.push({ label: 'Points', numbers: Float64Array.from(rings, (shape) => shape[0]!.length) });
  const column = String(formData.line_column);
  const filterBy = cellTarget(result, [column], rows, fields[0]?.texts);
  return withCrossFilter<MapChartModel>(
    {
      type: 'map',
      vizType: formData.viz_type,
      viewport: shapesViewport(formData, rings.flat(), context),
      layers: [{ marks }],
      legend: [],
      showLegend: false,
      tooltips: { paths: fieldsByMark(fields, datum) },
      invalidRows: invalid,
      emptyText: rows.length > 0 ? null : (result?.records ?? 0) > 0 ? NO_SHAPES_TEXT : NO_RESULTS_TEXT,
    },
    formData.slice_id,
    { paths: targetByMark(filterBy, datum) },
  );
}

/**
 * Country map (country_map): a country's subdivisions filled by a metric along a linear scheme. The countries whose
 * shapes ship with the app: the USA (states, DC and territories by ISO 3166-2 code, 'US-CA') and the world (its
 * countries by ISO 3166-1 alpha-2 code). Superset's other countries need subdivision shapes that are not packaged.
 */
import { getColumnLabel, getMetricLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, ControlPanelConfig, QueryFormData } from '../../../core/chart-plugin';
import type { QueryColumn, QueryMetric } from '../../../core/query';
import { sharedControls as s } from '../../controls';
import { verboseNamer } from '../../verbose';
import type { MapChartModel } from '../../model';
import { linearColorSchemeControl } from '../sunburst/controlPanel';
import { cellsOf, numbersOf } from '../xy/data';
import { choroplethModel, linearFills, matchRegions, perRegion, regionPolygons } from './choropleth';
import type { Region } from './regions';
import { usStateRegions, worldRegions } from './regions';

/** The countries country_map can draw, by Superset's select_country key. */
export const COUNTRY_SHAPES: Record<string, { label: string; regions: () => Region[] }> = {
  usa: { label: 'USA', regions: usStateRegions },
  world: { label: 'World (countries by ISO 3166-1 alpha-2 code)', regions: worldRegions },
};

/** The message a chart saved for a country without shipped shapes shows instead of a map. */
export function unsupportedCountryText(country: unknown): string {
  const offered = Object.values(COUNTRY_SHAPES)
    .map((c) => c.label.split(' (')[0])
    .join(' and ');
  return country
    ? `The shapes of "${String(country)}" are not shipped with this app: choose ${offered}`
    : `Choose a country: ${offered}`;
}

/** The country_map control panel, as Superset's, offering the countries whose shapes ship with the app. */
export const countryMapControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'select_country',
            type: 'SelectControl',
            label: 'Country',
            default: null,
            choices: Object.entries(COUNTRY_SHAPES).map(([key, c]) => [key, c.label]),
            description: 'Which country to plot the map for?',
            validators: ['nonEmpty'],
          },
        ],
        [
          {
            ...s.groupby,
            name: 'entity',
            label: 'ISO 3166-2 Codes',
            description: 'Column containing ISO 3166-2 codes of region/province/department in your table.',
            multi: false,
            default: null,
            validators: ['nonEmpty'],
          },
        ],
        [{ ...s.metric, description: 'Metric to display bottom title' }],
        [s.adhoc_filters],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [{ ...s.y_axis_format, name: 'number_format', label: 'Number format', default: 'SMART_NUMBER' }],
        [{ ...linearColorSchemeControl(), renderTrigger: false }],
      ],
    },
  ],
};

/** Builds the country map: each subdivision's fill by the metric; codes match regardless of case. */
export function transformCountryMapProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): MapChartModel {
  const result = results[0];
  const shapes = COUNTRY_SHAPES[String(formData.select_country ?? '')];
  const regions = shapes ? shapes.regions() : [];
  const entity = formData.entity ? getColumnLabel(formData.entity as QueryColumn) : '';
  const metric = getMetricLabel(formData.metric as QueryMetric);
  const cells = cellsOf(result, entity);
  const records = result?.records ?? 0;
  const rows = matchRegions(regions, records, (row) => (cells[row] === null ? null : String(cells[row]).trim()));
  const values = perRegion(rows, numbersOf(result, metric));
  const model = choroplethModel({
    vizType: formData.viz_type,
    regions,
    rows,
    records,
    layers: [regionPolygons(regions, linearFills(values, formData.linear_color_scheme as string | undefined))],
    tooltip: [
      { label: 'Region', texts: regions.map((r) => `${r.name} (${r.code})`) },
      {
        label: verboseNamer(formData, context)(metric),
        numbers: values,
        ...(formData.number_format ? { format: String(formData.number_format) } : {}),
      },
    ],
    width: context.width,
    height: context.height,
  });
  return shapes
    ? model
    : { ...model, layers: [], invalidRows: 0, emptyText: unsupportedCountryText(formData.select_country) };
}

/** World map (world_map): countries filled by a metric along a linear scheme, with bubbles sized by a second metric. */
import { getColumnLabel, getMetricLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, ControlPanelConfig, QueryFormData } from '../../../core/chart-plugin';
import type { QueryColumn, QueryMetric } from '../../../core/query';
import { fixedColorOf, toRGBA } from '../../colors';
import { verboseNamer } from '../../verbose';
import { sharedControls as s } from '../../controls';
import type { MapChartModel, MapTooltipField } from '../../model';
import { linearColorSchemeControl } from '../sunburst/controlPanel';
import { cellsOf, numbersOf } from '../xy/data';
import { choroplethModel, linearFills, matchRegions, perRegion, regionBubbles, regionPolygons } from './choropleth';
import { countryCode } from './countryCodes';
import type { CountryFieldType } from './countryCodes';
import { worldRegions } from './regions';

/** The world map always opens on the whole inhabited world, as Superset's does. */
const WORLD_BOUNDS: [[number, number], [number, number]] = [
  [-180, -58],
  [180, 84],
];

/** The world_map control panel, as Superset's. */
export const worldMapControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'country_fieldtype',
            type: 'SelectControl',
            label: 'Country Field Type',
            default: 'cca2',
            choices: [
              ['name', 'Full name'],
              ['cioc', 'code International Olympic Committee (cioc)'],
              ['cca2', 'code ISO 3166-1 alpha-2 (cca2)'],
              ['cca3', 'code ISO 3166-1 alpha-3 (cca3)'],
            ],
            description: 'The country code standard that Superset should expect to find in the [country] column',
          },
        ],
        [
          {
            ...s.groupby,
            name: 'entity',
            label: 'Country Column',
            description: '3 letter code of the country',
            multi: false,
            default: null,
            validators: ['nonEmpty'],
          },
        ],
        [{ ...s.metric, label: 'Metric for Color', description: 'Metric that defines the color of the country' }],
        [s.adhoc_filters],
        [s.row_limit],
        [
          {
            name: 'sort_by_metric',
            type: 'CheckboxControl',
            label: 'Sort by metric',
            default: false,
            description: 'Whether to sort results by the selected metric in descending order.',
          },
        ],
      ],
    },
    {
      label: 'Bubble settings',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'show_bubbles',
            type: 'CheckboxControl',
            label: 'Show Bubbles',
            default: false,
            renderTrigger: true,
            description: 'Whether to display bubbles on top of countries',
          },
        ],
        [
          {
            ...s.metric,
            name: 'secondary_metric',
            label: 'Bubble Size',
            validators: [],
            description: 'Metric that defines the size of the bubble',
          },
        ],
        [
          {
            name: 'max_bubble_size',
            type: 'SelectControl',
            label: 'Max Bubble Size',
            default: '25',
            freeForm: true,
            choices: ['5', '10', '15', '25', '50', '75', '100'].map((n) => [n, n]),
          },
        ],
        [{ name: 'color_picker', type: 'ColorPickerControl', label: 'Bubble Color', renderTrigger: true }],
        [linearColorSchemeControl('Country Color Scheme')],
      ],
    },
  ],
};

/** Builds the world map: each country by the form's field type, its fill by the metric, a bubble by the second. */
export function transformWorldMapProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): MapChartModel {
  const result = results[0];
  const regions = worldRegions();
  const entity = formData.entity ? getColumnLabel(formData.entity as QueryColumn) : '';
  const metric = getMetricLabel(formData.metric as QueryMetric);
  const secondary = formData.secondary_metric ? getMetricLabel(formData.secondary_metric as QueryMetric) : null;
  const fieldType = (formData.country_fieldtype ?? 'cca2') as CountryFieldType;
  const cells = cellsOf(result, entity);
  const records = result?.records ?? 0;
  const rows = matchRegions(regions, records, (row) => countryCode(cells[row], fieldType));
  const colorValues = perRegion(rows, numbersOf(result, metric));
  const layers = [
    regionPolygons(regions, linearFills(colorValues, formData.linear_color_scheme as string | undefined)),
  ];
  const name = verboseNamer(formData, context);
  const tooltip: MapTooltipField[] = [
    { label: 'Country', texts: regions.map((r) => r.name) },
    { label: name(metric), numbers: colorValues },
  ];
  if (secondary) {
    const sizes = perRegion(rows, numbersOf(result, secondary));
    if (secondary !== metric) tooltip.push({ label: name(secondary), numbers: sizes });
    if (formData.show_bubbles) {
      const [r, g, b] = toRGBA(fixedColorOf(formData, context));
      layers.push(regionBubbles(regions, sizes, Number(formData.max_bubble_size ?? 25) || 25, [r, g, b, 180]));
    }
  }
  return choroplethModel({
    vizType: formData.viz_type,
    regions,
    rows,
    records,
    layers,
    tooltip,
    width: context.width,
    height: context.height,
    bounds: WORLD_BOUNDS,
  });
}

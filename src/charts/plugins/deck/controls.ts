/** The deck.gl geo charts' shared controls, named and defaulted as in Superset's deck.gl control panels. */
import type { ControlConfig, ControlPanelSection } from '../../../core/chart-plugin';
import { DEFAULT_VIEWPORT, validateSpatial, validateViewport } from '../../../core/geo';
import { sharedControls as s } from '../../controls';

const c = (config: ControlConfig): ControlConfig => config;

/** The deck.gl controls by name. */
export const deckControls = {
  spatial: c({
    name: 'spatial',
    type: 'SpatialControl',
    label: 'Longitude & Latitude',
    description: 'Point to your spatial columns',
    validators: ['nonEmpty', (value) => validateSpatial(value)],
  }),
  viewport: c({
    name: 'viewport',
    type: 'ViewportControl',
    label: 'Viewport',
    description: 'Parameters related to the view and perspective on the map',
    default: DEFAULT_VIEWPORT,
    renderTrigger: false,
    validators: [(value) => validateViewport(value)],
  }),
  autozoom: c({
    name: 'autozoom',
    type: 'CheckboxControl',
    label: 'Auto Zoom',
    default: true,
    renderTrigger: true,
    description: 'When checked, the map will zoom to your data after each query',
  }),
  filter_nulls: c({ name: 'filter_nulls', type: 'CheckboxControl', label: 'Ignore null locations', default: true }),
  color_picker: c({
    name: 'color_picker',
    type: 'ColorPickerControl',
    label: 'Fixed Color',
    description: 'Use this to define a static color for all circles',
    default: { r: 0, g: 122, b: 135, a: 1 },
    renderTrigger: true,
  }),
  dimension: c({
    name: 'dimension',
    type: 'ColumnControl',
    label: 'Categorical Color',
    description: 'Pick a dimension from which categorical colors are defined',
  }),
  legend_position: c({
    name: 'legend_position',
    type: 'SelectControl',
    label: 'Legend Position',
    default: 'tr',
    renderTrigger: true,
    choices: [
      [null, 'None'],
      ['tl', 'Top left'],
      ['tr', 'Top right'],
      ['bl', 'Bottom left'],
      ['br', 'Bottom right'],
    ],
  }),
  legend_format: c({
    name: 'legend_format',
    type: 'SelectControl',
    label: 'Legend Format',
    default: null,
    freeForm: true,
    renderTrigger: true,
  }),
  tooltip_contents: c({ name: 'tooltip_contents', type: 'GroupByControl', label: 'Tooltip contents', multi: true }),
  mapbox_style: c({
    name: 'mapbox_style',
    type: 'SelectControl',
    label: 'Map Style',
    default: 'offline',
    renderTrigger: true,
    choices: [['offline', 'Country outlines (offline)']],
    description: 'Base map under the data; a tile URL is offered where the installation sets MAP_TILE_URL',
  }),
  size: c({
    name: 'size',
    type: 'MetricControl',
    label: 'Weight',
    description: 'Metric used as a weight for the grid',
  }),
};

/** The Query section most deck.gl point charts open with. */
export function deckQuerySection(extra: ControlConfig[][] = []): ControlPanelSection {
  return {
    label: 'Query',
    expanded: true,
    controlSetRows: [
      [deckControls.spatial],
      ...extra,
      [s.row_limit],
      [deckControls.filter_nulls],
      [s.adhoc_filters],
      [deckControls.tooltip_contents],
    ],
  };
}

/** The Map section: base map style, viewport and autozoom. */
export function deckMapSection(): ControlPanelSection {
  return {
    label: 'Map',
    expanded: true,
    tabOverride: 'customize',
    controlSetRows: [[deckControls.mapbox_style], [deckControls.viewport], [deckControls.autozoom]],
  };
}

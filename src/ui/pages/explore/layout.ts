/**
 * The explore page's sizes (X19.08). The spec lists 53, 32, 260, 550, 80, 46, 374 without saying which is which; this
 * is Tessera's assignment, in pixels.
 */
export const EXPLORE_SIZES = {
  /** 53: the chart header (title, star, actions) above the panes. */
  headerHeight: 53,
  /** 32: the data pane's tab bar, its height when collapsed. */
  dataPaneCollapsedHeight: 32,
  /** 260: the datasource panel's starting width. */
  datasourceWidth: 260,
  /** 550: the chart pane's smallest width. */
  chartMinWidth: 550,
  /** 80: the chart's smallest height above the data pane. */
  chartMinHeight: 80,
  /** 46: the footer under the control panel holding 'Update chart'. */
  runFooterHeight: 46,
  /** 374: the control panel's starting width. */
  controlPanelWidth: 374,
} as const;

/** The data pane's starting share of the chart column's height, and its smallest share when opened. */
export const DATA_PANE_START_HEIGHT = 280;

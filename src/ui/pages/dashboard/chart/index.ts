/** The dashboard's chart holder: its loading and error states, its menu, full size and deep links. */
import './chart.css';

export { ChartError, ChartLoading } from './ChartStatus';
export { CHART_MENU_LABEL, ChartMenu } from './ChartMenu';
export type { ChartMenuProps } from './ChartMenu';
export { useDescriptionShown, useFullSize } from './useChartView';
export { useChartFrame } from './useChartFrame';
export { FOCUS_HIGHLIGHT_MS, addressTarget, useDeepLink, useStandalone } from './useDeepLink';
export { FOCUSED_CHART_PARAM, directPathToChild, standaloneMode, tabsToOpen } from './deepLink';

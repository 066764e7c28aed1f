/** The explore store: state, and the actions that change it. */
export { exploreState, initialExploreState } from './store';
export type { ExploreControlState, ExploreSlice, ExploreState, SaveAction } from './store';
export {
  changeDatasource,
  controlsWithErrors,
  hydrateExplore,
  resetExplore,
  setControlValue,
  setExternalErrors,
  setForce,
  setSaveAction,
  setStarred,
  switchChartType,
  updateChart,
} from './actions';
export type { ExploreHydration } from './actions';

/** Dashboard filtering in the page: the filter configuration dialog's open state, its draft, its reads and its save. */
export { closeFilterConfig, filterConfigModal, openFilterConfig } from './configModal';
export type { FilterConfigModalState } from './configModal';
export {
  dashboardColorNamespace,
  filterConfigSaveStore,
  saveFilterMetadata,
  saveNativeFilterConfiguration,
} from './config';
export {
  DATASET_CHOICES_PAGE,
  columnGenericType,
  ensureFilterDataset,
  filterDatasetChoices,
  filterDatasets,
  filterableColumns,
  loadDatasetChoices,
  loadFilterOptions,
  loadedDatasetLabel,
  searchDatasets,
} from './configData';
export type { DatasetChoice, FilterDatasetState } from './configData';
export {
  addDraftItem,
  draftChanged,
  editDraftItem,
  filterConfigDraft,
  moveDraftItem,
  openDraft,
  removeDraftItem,
  restoreDraftItem,
  selectDraftItem,
  setDraftTimers,
  validateDraft,
} from './configDraft';
export type { DraftTimers, FilterConfigDraft } from './configDraft';

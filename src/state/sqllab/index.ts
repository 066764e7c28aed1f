/** SQL Lab's store and actions: tabs on the server, runs, results in the worker, the table browser, saving. */
export {
  sqlLabState,
  initialSqlLabState,
  setSqlLabTimers,
  tablesKey,
  type BrowsedTable,
  type ResultColumn,
  type SqlLabDatabase,
  type SqlLabState,
  type SqlLabTimers,
  type TabResults,
} from './store';
export {
  SQL_SAVE_DEBOUNCE_MS,
  activateTab,
  closeTab,
  currentSql,
  editSql,
  flushSql,
  openTab,
  renameTab,
  reorderTab,
  replaceSql,
  updateTab,
} from './tabs';
export { GRID_PAGE_ROWS, gridRows, memoryRows, workerRows, type GridRows, type GridView } from './grid';
export {
  sqlLabWorker,
  POLL_INTERVAL_MS,
  formatSql,
  newClientId,
  restoreResults,
  runError,
  runQuery,
  setSqlLabWorker,
  stopQuery,
} from './run';
export { loadDatabases, loadHistory, loadSchemas, loadTableMetadata, loadTables } from './browser';
export { overwriteChoices, saveQuery, saveVirtualDataset, savedQueryPath } from './save';
export { openSqlLab, type SqlLabAddress } from './open';
export { SQLLAB_FORM_PATH, openInSqlLab, setSqlLabFormPoster, type FormPoster } from './formPost';

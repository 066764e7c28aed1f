/** SQL Lab's model: statements to run, the editor's dialect and autocomplete, query tabs, the form post, save-as-dataset. */
export { statementRanges, statementToRun, type StatementRange } from './statements';
export { editorDialect, type EditorDialect } from './dialect';
export {
  SQL_KEYWORDS,
  completeWord,
  completionIndex,
  type CompletionIndex,
  type CompletionKind,
  type CompletionMetadata,
  type CompletionWord,
} from './completion';
export {
  DEFAULT_ROW_LIMIT,
  ROW_LIMITS,
  moveTab,
  newTabForm,
  newTabTitle,
  orderedTabs,
  queryEditorFromTab,
  tabUpdateForm,
  type QueryEditor,
} from './tabs';
export {
  LOAD_SQL_ERROR,
  selectStarSql,
  sqlLabFormFields,
  sqlLabNewQuery,
  sqlLabOpening,
  sqlLabQueryPath,
  type SqlLabOpening,
} from './formPost';
export {
  SAVE_DATASET_TEXT,
  VIRTUAL_DATASET_PLACEHOLDER_ID,
  exploreUrlForDataset,
  newVirtualDatasetBody,
  overwriteDatasetBody,
  saveDatasetProblem,
  virtualDatasetDraft,
  type VirtualDatasetSource,
} from './dataset';

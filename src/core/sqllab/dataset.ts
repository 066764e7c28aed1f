/** 'Save this query as a virtual dataset to continue exploring' (X2.08, X6.06): one model for SQL Lab and explore. */

/** X6.06: the modal's title and its two choices. */
export const SAVE_DATASET_TEXT = {
  title: 'Save or Overwrite Dataset',
  prompt: 'Save this query as a virtual dataset to continue exploring',
  saveNew: 'Save as new',
  overwrite: 'Overwrite existing',
  save: 'Save',
  overwriteButton: 'Overwrite',
} as const;

/** X19.09: the id a virtual dataset has before the server gave it one. */
export const VIRTUAL_DATASET_PLACEHOLDER_ID = 0;

/** The query a virtual dataset is made of. */
export interface VirtualDatasetSource {
  sql: string;
  dbId: number;
  schema: string | null;
  templateParams?: string | null;
}

/** The draft dataset the modal edits: id 0 until saved (X19.09). */
export function virtualDatasetDraft(source: VirtualDatasetSource, name: string) {
  return { id: VIRTUAL_DATASET_PLACEHOLDER_ID, type: 'query' as const, name, ...source };
}

/** The body of POST /api/v1/dataset/ that makes the virtual dataset. */
export function newVirtualDatasetBody(source: VirtualDatasetSource, name: string) {
  return {
    database: source.dbId,
    schema: source.schema,
    table_name: name.trim(),
    sql: source.sql,
    ...(source.templateParams ? { template_params: source.templateParams } : {}),
  };
}

/** The body of PUT /api/v1/dataset/{id} that overwrites an existing dataset's SQL. */
export function overwriteDatasetBody(source: VirtualDatasetSource) {
  return { sql: source.sql, ...(source.templateParams ? { template_params: source.templateParams } : {}) };
}

/** Why the modal's Save is disabled, or null: a new dataset needs a name, an overwrite a chosen dataset. */
export function saveDatasetProblem(choice: 'new' | 'overwrite', name: string, overwriteId: number | null) {
  if (choice === 'new') return name.trim() ? null : 'A dataset name is required';
  return overwriteId && overwriteId > 0 ? null : 'Choose the dataset to overwrite';
}

/** Explore on the saved dataset: a table chart over it. */
export function exploreUrlForDataset(id: number): string {
  return `/explore/?datasource_type=table&datasource_id=${id}`;
}

import { proxy, ref } from 'valtio/vanilla';
import { formatText, MESSAGES, risonParam, type UploadKind } from '../../core/api';
import { apiClient, call, messageOf } from './client';
import { addDangerToast, addSuccessToast } from './toasts';

/** What to do when the table exists. */
export type AlreadyExists = 'fail' | 'replace' | 'append';

/** The values of an upload form; each kind reads the options that apply to it. */
export interface UploadValues {
  database_id: number | null;
  schema: string;
  table_name: string;
  already_exists: AlreadyExists;
  delimiter: string;
  header_row: string;
  skip_rows: string;
  null_values: string;
  decimal_character: string;
  column_dates: string;
  index_column: string;
  dataframe_index: boolean;
  sheet_name: string;
}

const emptyValues = (): UploadValues => ({
  database_id: null,
  schema: '',
  table_name: '',
  already_exists: 'fail',
  delimiter: ',',
  header_row: '0',
  skip_rows: '',
  null_values: '',
  decimal_character: '.',
  column_dates: '',
  index_column: '',
  dataframe_index: false,
  sheet_name: '',
});

/** File extensions each upload kind accepts. */
export const UPLOAD_EXTENSIONS: Record<UploadKind, string[]> = {
  csv: ['csv', 'tsv', 'txt'],
  columnar: ['parquet', 'zip'],
  excel: ['xls', 'xlsx'],
};

/** The upload form: target database and table, file, preview of its columns. */
export const uploadStore = proxy({
  kind: 'csv' as UploadKind,
  databases: [] as { id: number; database_name: string }[],
  schemas: [] as string[],
  values: emptyValues(),
  file: null as File | null,
  preview: null as { columns: string[]; sheets: string[] } | null,
  previewError: null as string | null,
  pending: false,
  error: null as string | null,
  /** Whether some database allows uploads (the menu shows upload entries only then). */
  hasUploadDatabase: false,
});

const uploadDatabasesQuery = (): string =>
  risonParam({
    filters: [{ col: 'allow_file_upload', opr: 'upload_is_enabled', value: true }],
    page: 0,
    page_size: 100,
    order_column: 'database_name',
    order_direction: 'asc',
  });

/** Asks whether any database allows uploads, for the Settings menu. */
export async function checkUploadDatabases(): Promise<void> {
  try {
    const res = await call(apiClient(), { method: 'GET', path: `/api/v1/database/?q=${uploadDatabasesQuery()}` });
    const body = res.body as { count?: unknown; result?: unknown } | null;
    uploadStore.hasUploadDatabase =
      (typeof body?.count === 'number' ? body.count : Array.isArray(body?.result) ? body.result.length : 0) > 0;
  } catch {
    uploadStore.hasUploadDatabase = false;
  }
}

/** Opens an upload form and loads the databases that allow uploads. */
export async function openUpload(kind: UploadKind): Promise<void> {
  Object.assign(uploadStore, {
    kind,
    values: emptyValues(),
    file: null,
    preview: null,
    previewError: null,
    error: null,
    schemas: [],
  });
  uploadStore.values.delimiter = ',';
  try {
    const res = await call(apiClient(), { method: 'GET', path: `/api/v1/database/?q=${uploadDatabasesQuery()}` });
    const result = (res.body as { result?: unknown } | null)?.result;
    uploadStore.databases = (Array.isArray(result) ? result : [])
      .filter((d): d is { id: number; database_name: string } => typeof d?.id === 'number')
      .map((d) => ({ id: d.id, database_name: String(d.database_name) }));
    uploadStore.hasUploadDatabase = uploadStore.databases.length > 0;
    const first = uploadStore.databases[0];
    if (first) await selectUploadDatabase(first.id);
  } catch (error) {
    addDangerToast(formatText(MESSAGES.fetchListError, 'database', messageOf(error)));
  }
}

/** Chooses the target database and loads the schemas it allows uploads into. */
export async function selectUploadDatabase(id: number): Promise<void> {
  uploadStore.values.database_id = id;
  uploadStore.values.schema = '';
  uploadStore.schemas = [];
  try {
    const res = await call(apiClient(), {
      method: 'GET',
      path: `/api/v1/database/${id}/schemas/?q=${risonParam({ upload_allowed: true })}`,
    });
    const result = (res.body as { result?: unknown } | null)?.result;
    uploadStore.schemas = Array.isArray(result) ? result.filter((s): s is string => typeof s === 'string') : [];
    uploadStore.values.schema = uploadStore.schemas[0] ?? '';
  } catch (error) {
    addDangerToast(formatText(MESSAGES.fetchListError, 'schema', messageOf(error)));
  }
}

/** Sets a form value. */
export function setUploadValue<K extends keyof UploadValues>(key: K, value: UploadValues[K]): void {
  uploadStore.values[key] = value;
}

/** Whether the file's extension fits the upload kind. */
export function acceptsFile(kind: UploadKind, fileName: string): boolean {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return UPLOAD_EXTENSIONS[kind].includes(ext);
}

/**
 * Chooses the file and previews its columns (and sheets for Excel):
 * `POST /api/v1/database/upload_metadata/` multipart {file, type, delimiter, header_row}.
 */
export async function setUploadFile(file: File | null): Promise<void> {
  uploadStore.file = file ? ref(file) : null;
  uploadStore.preview = null;
  uploadStore.previewError = null;
  if (!file) return;
  if (!acceptsFile(uploadStore.kind, file.name)) {
    uploadStore.previewError = `Allowed file types: ${UPLOAD_EXTENSIONS[uploadStore.kind].join(', ')}`;
    return;
  }
  if (!uploadStore.values.table_name)
    uploadStore.values.table_name = file.name.replace(/\.[^.]+$/, '').replace(/\W+/g, '_');
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('type', uploadStore.kind);
  if (uploadStore.kind === 'csv') form.append('delimiter', uploadStore.values.delimiter);
  if (uploadStore.kind !== 'columnar' && uploadStore.values.header_row)
    form.append('header_row', uploadStore.values.header_row);
  try {
    const res = await call(apiClient(), { method: 'POST', path: '/api/v1/database/upload_metadata/', form });
    const items = ((res.body as { result?: { items?: unknown } } | null)?.result?.items ?? []) as {
      column_names?: string[];
      sheet_name?: string;
    }[];
    const chosen = items.find((i) => i.sheet_name === uploadStore.values.sheet_name) ?? items[0];
    uploadStore.preview = {
      columns: chosen?.column_names ?? [],
      sheets: items.map((i) => i.sheet_name).filter((s): s is string => typeof s === 'string'),
    };
    if (uploadStore.kind === 'excel' && !uploadStore.values.sheet_name)
      uploadStore.values.sheet_name = uploadStore.preview.sheets[0] ?? '';
  } catch (error) {
    uploadStore.previewError = messageOf(error);
  }
}

/** The multipart fields of an upload for the current kind and values. */
export function uploadFields(kind: UploadKind, v: UploadValues): [string, string][] {
  const fields: [string, string][] = [
    ['type', kind],
    ['table_name', v.table_name],
    ['already_exists', v.already_exists],
  ];
  if (v.schema) fields.push(['schema', v.schema]);
  if (v.dataframe_index) fields.push(['dataframe_index', 'true']);
  if (kind === 'csv') fields.push(['delimiter', v.delimiter], ['decimal_character', v.decimal_character]);
  if (kind === 'excel' && v.sheet_name) fields.push(['sheet_name', v.sheet_name]);
  if (kind !== 'columnar') {
    if (v.header_row !== '') fields.push(['header_row', v.header_row]);
    if (v.skip_rows !== '') fields.push(['skip_rows', v.skip_rows]);
    if (v.index_column) fields.push(['index_column', v.index_column]);
    if (v.column_dates) fields.push(['column_dates', v.column_dates]);
    if (v.null_values) fields.push(['null_values', v.null_values]);
  }
  return fields;
}

/** Uploads: `POST /api/v1/database/{id}/upload/` multipart with the file and the form's fields. */
export async function submitUpload(): Promise<boolean> {
  const { file, values, kind } = uploadStore;
  if (!file || values.database_id === null || !values.table_name.trim()) {
    uploadStore.error = 'Choose a database, a file and a table name';
    return false;
  }
  const form = new FormData();
  form.append('file', file, file.name);
  for (const [k, v] of uploadFields(kind, values)) form.append(k, v);
  uploadStore.pending = true;
  uploadStore.error = null;
  try {
    await call(apiClient(), { method: 'POST', path: `/api/v1/database/${values.database_id}/upload/`, form });
    addSuccessToast(`Data imported into table "${values.table_name}"`);
    return true;
  } catch (error) {
    uploadStore.error = messageOf(error);
    addDangerToast(uploadStore.error);
    return false;
  } finally {
    uploadStore.pending = false;
  }
}

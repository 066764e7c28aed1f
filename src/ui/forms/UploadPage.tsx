import { useEffect, type ComponentType, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { UploadKind } from '../../core/api';
import {
  openUpload,
  selectUploadDatabase,
  setUploadFile,
  setUploadValue,
  submitUpload,
  UPLOAD_EXTENSIONS,
  uploadStore,
  type AlreadyExists,
} from '../../state/app';
import type { RouteProps } from '../routes';

const TITLES: Record<UploadKind, string> = {
  csv: 'Upload CSV to database',
  columnar: 'Upload columnar file to database',
  excel: 'Upload Excel to database',
};

/** An upload form: file, target database, schema and table, the options of the file kind, and a preview. */
export function UploadPage({ kind }: { kind: UploadKind }) {
  const state = useSnapshot(uploadStore);
  useEffect(() => {
    void openUpload(kind);
  }, [kind]);
  const v = state.values;
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    void submitUpload();
  };
  return (
    <section className="page form-page" data-test={`upload-${kind}-page`}>
      <h1>{TITLES[kind]}</h1>
      <form className="form" onSubmit={submit} data-test="upload-form">
        <label>
          File ({UPLOAD_EXTENSIONS[kind].map((x) => `.${x}`).join(', ')})
          <input
            type="file"
            accept={UPLOAD_EXTENSIONS[kind].map((x) => `.${x}`).join(',')}
            onChange={(e) => void setUploadFile(e.target.files?.[0] ?? null)}
            data-test="upload-file"
          />
        </label>
        {state.previewError ? <p className="form-error" data-test="upload-preview-error">{state.previewError}</p> : null}
        {state.preview ? (
          <p className="muted" data-test="upload-preview">
            Columns: {state.preview.columns.join(', ') || '(none found)'}
          </p>
        ) : null}
        <label>
          Database
          <select
            value={v.database_id ?? ''}
            onChange={(e) => void selectUploadDatabase(Number(e.target.value))}
            data-test="upload-database"
          >
            {state.databases.length === 0 ? <option value="">No database allows uploads</option> : null}
            {state.databases.map((d) => (
              <option key={d.id} value={d.id}>
                {d.database_name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Schema
          <select value={v.schema} onChange={(e) => setUploadValue('schema', e.target.value)} data-test="upload-schema">
            <option value="">(default)</option>
            {state.schemas.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Table name
          <input value={v.table_name} onChange={(e) => setUploadValue('table_name', e.target.value)} required data-test="upload-table-name" />
        </label>
        <label>
          If the table already exists
          <select
            value={v.already_exists}
            onChange={(e) => setUploadValue('already_exists', e.target.value as AlreadyExists)}
            data-test="upload-already-exists"
          >
            <option value="fail">Fail</option>
            <option value="replace">Replace</option>
            <option value="append">Append</option>
          </select>
        </label>
        {kind === 'csv' ? (
          <>
            <label>
              Delimiter
              <input value={v.delimiter} onChange={(e) => setUploadValue('delimiter', e.target.value)} data-test="upload-delimiter" />
            </label>
            <label>
              Decimal character
              <input value={v.decimal_character} onChange={(e) => setUploadValue('decimal_character', e.target.value)} />
            </label>
          </>
        ) : null}
        {kind === 'excel' ? (
          <label>
            Sheet name
            <select value={v.sheet_name} onChange={(e) => setUploadValue('sheet_name', e.target.value)} data-test="upload-sheet">
              {(state.preview?.sheets.length ? state.preview.sheets : [v.sheet_name]).map((s) => (
                <option key={s} value={s}>
                  {s || '(first sheet)'}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {kind !== 'columnar' ? (
          <>
            <label>
              Header row
              <input type="number" min={0} value={v.header_row} onChange={(e) => setUploadValue('header_row', e.target.value)} />
            </label>
            <label>
              Rows to skip
              <input type="number" min={0} value={v.skip_rows} onChange={(e) => setUploadValue('skip_rows', e.target.value)} />
            </label>
            <label>
              Columns to parse as dates (comma separated)
              <input value={v.column_dates} onChange={(e) => setUploadValue('column_dates', e.target.value)} />
            </label>
            <label>
              Null values (comma separated)
              <input value={v.null_values} onChange={(e) => setUploadValue('null_values', e.target.value)} />
            </label>
          </>
        ) : null}
        <label className="inline">
          <input type="checkbox" checked={v.dataframe_index} onChange={(e) => setUploadValue('dataframe_index', e.target.checked)} />
          Write the row index as a column
        </label>
        {state.error ? <p className="form-error" role="alert" data-test="upload-error">{state.error}</p> : null}
        <button type="submit" className="btn btn-primary" disabled={state.pending || !state.file} data-test="upload-submit">
          {state.pending ? 'Uploading…' : 'Upload'}
        </button>
      </form>
    </section>
  );
}

/** The routed upload page of one file kind. */
export function uploadPageFor(kind: UploadKind): ComponentType<RouteProps> {
  const Page = () => <UploadPage kind={kind} />;
  Page.displayName = `UploadPage(${kind})`;
  return Page;
}

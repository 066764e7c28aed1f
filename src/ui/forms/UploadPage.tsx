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
import { Select } from '../kit';
import type { RouteProps } from '../routes';

const TITLES: Record<UploadKind, string> = {
  csv: 'Upload CSV to database',
  columnar: 'Upload columnar file to database',
  excel: 'Upload Excel to database',
};

const ALREADY_EXISTS: readonly { value: AlreadyExists; label: string }[] = [
  { value: 'fail', label: 'Fail' },
  { value: 'replace', label: 'Replace' },
  { value: 'append', label: 'Append' },
];

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
        {state.previewError ? (
          <p className="form-error" data-test="upload-preview-error">
            {state.previewError}
          </p>
        ) : null}
        {state.preview ? (
          <p className="muted" data-test="upload-preview">
            Columns: {state.preview.columns.join(', ') || '(none found)'}
          </p>
        ) : null}
        <Select
          label="Database"
          placeholder={state.databases.length === 0 ? 'No database allows uploads' : 'Select a database'}
          options={state.databases.map((d) => ({ value: d.id, label: d.database_name }))}
          value={v.database_id}
          onChange={(id) => {
            if (id !== null) void selectUploadDatabase(Number(id));
          }}
          clearable={false}
          test="upload-database"
        />
        <Select
          label="Schema"
          placeholder="(default)"
          options={state.schemas.map((name) => ({ value: name, label: name }))}
          value={v.schema || null}
          onChange={(name) => setUploadValue('schema', name === null ? '' : String(name))}
          test="upload-schema"
        />
        <label>
          Table name
          <input
            value={v.table_name}
            onChange={(e) => setUploadValue('table_name', e.target.value)}
            required
            data-test="upload-table-name"
          />
        </label>
        <Select
          label="If the table already exists"
          options={ALREADY_EXISTS}
          value={v.already_exists}
          onChange={(answer) => setUploadValue('already_exists', (answer ?? 'fail') as AlreadyExists)}
          clearable={false}
          test="upload-already-exists"
        />
        {kind === 'csv' ? (
          <>
            <label>
              Delimiter
              <input
                value={v.delimiter}
                onChange={(e) => setUploadValue('delimiter', e.target.value)}
                data-test="upload-delimiter"
              />
            </label>
            <label>
              Decimal character
              <input
                value={v.decimal_character}
                onChange={(e) => setUploadValue('decimal_character', e.target.value)}
              />
            </label>
          </>
        ) : null}
        {kind === 'excel' ? (
          <Select
            label="Sheet name"
            options={(state.preview?.sheets.length ? state.preview.sheets : [v.sheet_name]).map((name) => ({
              value: name,
              label: name || '(first sheet)',
            }))}
            value={v.sheet_name}
            onChange={(name) => setUploadValue('sheet_name', name === null ? '' : String(name))}
            clearable={false}
            test="upload-sheet"
          />
        ) : null}
        {kind !== 'columnar' ? (
          <>
            <label>
              Header row
              <input
                type="number"
                min={0}
                value={v.header_row}
                onChange={(e) => setUploadValue('header_row', e.target.value)}
              />
            </label>
            <label>
              Rows to skip
              <input
                type="number"
                min={0}
                value={v.skip_rows}
                onChange={(e) => setUploadValue('skip_rows', e.target.value)}
              />
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
          <input
            type="checkbox"
            checked={v.dataframe_index}
            onChange={(e) => setUploadValue('dataframe_index', e.target.checked)}
          />
          Write the row index as a column
        </label>
        {state.error ? (
          <p className="form-error" role="alert" data-test="upload-error">
            {state.error}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={state.pending || !state.file}
          data-test="upload-submit"
        >
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

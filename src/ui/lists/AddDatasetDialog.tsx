/**
 * '+ Dataset' (the dataset list): a database, a schema and a table chosen in turn, with the table's columns previewed;
 * 'Create dataset' makes it and offers to build a chart on it. A table that already has a dataset offers that one
 * instead of a duplicate.
 */
import { useState } from 'react';
import {
  addSuccessToast,
  createTableDataset,
  databaseChoices,
  existingDatasetId,
  navigate,
  schemaChoices,
  serverMessageOr,
  tableChoices,
  type Choice,
} from '../../state/app';
import { tableColumns } from '../../state/explorepage';
import { ModalDialog, Select, cancelAction, type DialogAction, type SelectValue } from '../kit';

const exploreOf = (id: number): string => `/explore/?datasource_type=table&datasource_id=${id}`;
const failed = (e: unknown): string => serverMessageOr(e, () => 'An error has occurred');

/** The table chosen: its columns, and the dataset already made on it (null when none). */
interface Preview {
  columns: { name: string; type: string }[];
  existing: number | null;
}

export function AddDatasetDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [database, setDatabase] = useState<number | null>(null);
  const [schemas, setSchemas] = useState<Choice[]>([]);
  const [schema, setSchema] = useState<string | null>(null);
  const [tables, setTables] = useState<Choice[]>([]);
  const [table, setTable] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chooseDatabase = (v: SelectValue | null): void => {
    const id = v === null ? null : Number(v);
    setDatabase(id);
    setSchemas([]);
    setSchema(null);
    setTables([]);
    setTable(null);
    setPreview(null);
    if (id !== null) schemaChoices(id).then(setSchemas, (e: unknown) => setError(failed(e)));
  };
  const chooseSchema = (v: SelectValue | null): void => {
    const next = v === null ? null : String(v);
    setSchema(next);
    setTables([]);
    setTable(null);
    setPreview(null);
    if (database !== null && next !== null)
      tableChoices(database, next).then(setTables, (e: unknown) => setError(failed(e)));
  };
  const chooseTable = (v: SelectValue | null): void => {
    const next = v === null ? null : String(v);
    setTable(next);
    setPreview(null);
    if (database === null || schema === null || next === null) return;
    Promise.all([tableColumns(database, schema, next), existingDatasetId(database, schema, next)]).then(
      ([columns, existing]) => setPreview({ columns, existing }),
      (e: unknown) => setError(failed(e)),
    );
  };
  const create = (): void => {
    if (database === null || schema === null || table === null) return;
    createTableDataset(database, schema, table).then(
      (id) => {
        addSuccessToast(`Dataset ${table} created`);
        setCreated(id);
      },
      (e: unknown) => setError(failed(e)),
    );
  };
  const go = (id: number) => (): void => {
    onClose();
    navigate(exploreOf(id));
  };
  let primary: DialogAction;
  if (created !== null)
    primary = { label: 'Create chart', variant: 'primary', onPress: go(created), test: 'new-dataset-chart' };
  else if (preview?.existing != null)
    primary = {
      label: 'Use the existing dataset',
      variant: 'primary',
      onPress: go(preview.existing),
      test: 'new-dataset-existing',
    };
  else
    primary = {
      label: 'Create dataset',
      variant: 'primary',
      onPress: create,
      disabled: !preview,
      test: 'new-dataset-create',
    };
  return (
    <ModalDialog
      title="New dataset"
      open={open}
      onClose={onClose}
      test="new-dataset-modal"
      wide
      actions={[cancelAction(onClose), primary]}
    >
      <Select
        label="Database"
        value={database}
        loadOptions={(search) => databaseChoices(search)}
        onChange={chooseDatabase}
      />
      <Select label="Schema" value={schema} options={schemas} isDisabled={database === null} onChange={chooseSchema} />
      <Select label="Table" value={table} options={tables} isDisabled={schema === null} onChange={chooseTable} />
      {error ? <p role="alert">{error}</p> : null}
      {preview?.existing != null && created === null ? (
        <p role="status">{`A dataset for ${table ?? ''} already exists: use it rather than a duplicate.`}</p>
      ) : null}
      {created !== null ? <p role="status">{`Dataset ${table ?? ''} created. Build a chart on it?`}</p> : null}
      {preview ? (
        <table className="new-dataset-columns" aria-label="Table columns">
          <thead>
            <tr>
              <th>Column</th>
              <th>Type</th>
            </tr>
          </thead>
          <tbody>
            {preview.columns.map((c) => (
              <tr key={c.name}>
                <td>{c.name}</td>
                <td>{c.type}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </ModalDialog>
  );
}

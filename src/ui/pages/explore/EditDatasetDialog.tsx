/**
 * The edit dataset modal (X4.01–X4.07): the dataset read from GET /datasource/get, edited in tabs, saved after
 * 'Confirm save' through POST /datasource/save/; 'The dataset has been saved', or the 'Error' dialog with the reason.
 */
import { useEffect, useState } from 'react';
import { addSuccessToast, serverMessageOr } from '../../../state/app';
import { DATASET_SAVED, fetchDatasource, saveDatasource, tableColumns } from '../../../state/explorepage';
import { ConfirmDialog, ErrorDialog, ModalDialog, Tip, type SelectOption } from '../../kit';
import { DatasetEditorTabs } from './DatasetEditorTabs';
import { draftOf, draftProblems, savePayload, withSourceColumns, type DatasetDraft } from './datasetDraft';

/** X4.01: the modal's height (less where the window is shorter). */
export const EDIT_DATASET_HEIGHT = 900;
/** X4.04: why Save is disabled on a dataset another system manages. */
export const MANAGED_EXTERNALLY = "This dataset is managed externally, and can't be edited in Superset";
/** X4.05: what 'Confirm save' asks. */
export const CONFIRM_SAVE_TEXT =
  'The dataset configuration exposed here affects all the charts using this dataset. Be mindful that changing settings here may affect other charts in undesirable ways.';
export const CONFIRM_SAVE_QUESTION = 'Are you sure you want to save and apply changes?';

const errorOf = (error: unknown): string => serverMessageOr(error, () => 'An error has occurred');

export function EditDatasetDialog({ datasetId, onClose }: { datasetId: number; onClose: () => void }) {
  const [draft, setDraft] = useState<DatasetDraft | null>(null);
  const [ownerOptions, setOwnerOptions] = useState<SelectOption[]>([]);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchDatasource('table', datasetId).then(
      (raw) => {
        setDraft(draftOf(raw));
        const owners = Array.isArray(raw.owners) ? (raw.owners as { id?: number; label?: string }[]) : [];
        setOwnerOptions(
          owners
            .filter((o) => typeof o.id === 'number')
            .map((o) => ({ value: o.id as number, label: o.label ?? String(o.id) })),
        );
      },
      (e: unknown) => setError(errorOf(e)),
    );
  }, [datasetId]);
  const problems = draft ? draftProblems(draft) : [];
  const managed = draft?.is_managed_externally === true;
  const blocked = !draft || saving || problems.length > 0 || managed;
  const save = (): void => {
    if (!draft) return;
    setConfirming(false);
    setSaving(true);
    saveDatasource(savePayload(draft)).then(
      () => {
        setSaving(false);
        addSuccessToast(DATASET_SAVED);
        onClose();
      },
      (e: unknown) => {
        setSaving(false);
        setError(errorOf(e));
      },
    );
  };
  const sync = (): void => {
    if (!draft || draft.databaseId === null) return;
    setSyncing(true);
    tableColumns(draft.databaseId, draft.schema, draft.table_name).then(
      (columns) => {
        setSyncing(false);
        setDraft((d) => (d ? withSourceColumns(d, columns) : d));
      },
      (e: unknown) => {
        setSyncing(false);
        setError(errorOf(e));
      },
    );
  };
  const saveButton = (
    <button
      type="button"
      className="btn btn-primary"
      aria-disabled={blocked}
      data-test="datasource-modal-save"
      onClick={() => !blocked && setConfirming(true)}
    >
      {saving ? 'Saving…' : 'Save'}
    </button>
  );
  return (
    <>
      <ModalDialog
        title={`Edit Dataset ${draft?.table_name ?? ''}`.trim()}
        open
        onClose={onClose}
        test="datasource-modal"
        wide
      >
        <div className="dataset-editor" style={{ height: EDIT_DATASET_HEIGHT, maxHeight: '75vh', overflow: 'auto' }}>
          {draft ? (
            <DatasetEditorTabs
              draft={draft}
              change={setDraft}
              ownerOptions={ownerOptions}
              onSync={sync}
              syncing={syncing}
            />
          ) : (
            <p>Loading…</p>
          )}
        </div>
        {problems.length ? (
          <ul className="dataset-editor-problems" role="alert">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        <div className="dataset-editor-footer">
          <Tip content="Tessera has no legacy datasource editor">
            <button type="button" className="btn" aria-disabled="true">
              Use legacy datasource editor
            </button>
          </Tip>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          {managed ? <Tip content={MANAGED_EXTERNALLY}>{saveButton}</Tip> : saveButton}
        </div>
      </ModalDialog>
      <ConfirmDialog
        title="Confirm save"
        isOpen={confirming}
        onConfirm={save}
        onCancel={() => setConfirming(false)}
        test="datasource-confirm-save"
      >
        <p>{CONFIRM_SAVE_TEXT}</p>
        <p>{CONFIRM_SAVE_QUESTION}</p>
      </ConfirmDialog>
      <ErrorDialog isOpen={error !== null} message={error ?? undefined} onClose={() => setError(null)} />
    </>
  );
}

/**
 * 'Save this query as a virtual dataset to continue exploring' (X2.08, X6.06): save as a new dataset or overwrite an
 * existing one, then explore it. Built once; SQL Lab's Explore and explore's query-dataset menu both open it. The
 * draft has the placeholder id 0 until the server gives it one (X19.09).
 */
import { useState } from 'react';
import {
  SAVE_DATASET_TEXT,
  exploreUrlForDataset,
  saveDatasetProblem,
  virtualDatasetDraft,
  type VirtualDatasetSource,
} from '../../../core/sqllab';
import { addDangerToast, messageOf, navigate, serverMessageOr } from '../../../state/app';
import { overwriteChoices, saveVirtualDataset } from '../../../state/sqllab';
import { ModalDialog, Select, cancelAction, type SelectValue } from '../../kit';

export function SaveDatasetModal(props: {
  source: VirtualDatasetSource;
  defaultName: string;
  onClose: () => void;
  /** After saving: explore on the dataset (the default), or the caller's own step. */
  onSaved?: (id: number) => void;
}) {
  const [choice, setChoice] = useState<'new' | 'overwrite'>('new');
  const [name, setName] = useState(props.defaultName);
  const [overwriteId, setOverwriteId] = useState<SelectValue | null>(null);
  const [saving, setSaving] = useState(false);
  const draft = virtualDatasetDraft(props.source, name);
  const target = overwriteId === null ? null : Number(overwriteId);
  const problem = saveDatasetProblem(choice, name, target);
  const save = async () => {
    setSaving(true);
    try {
      const id = await saveVirtualDataset(
        props.source,
        choice === 'new' ? { kind: 'new', name: draft.name } : { kind: 'overwrite', id: target ?? 0 },
      );
      props.onClose();
      if (props.onSaved) props.onSaved(id);
      else navigate(exploreUrlForDataset(id));
    } catch (error) {
      addDangerToast(serverMessageOr(error, () => messageOf(error)));
    } finally {
      setSaving(false);
    }
  };
  return (
    <ModalDialog
      open
      title={SAVE_DATASET_TEXT.title}
      onClose={props.onClose}
      test="save-dataset-modal"
      actions={[
        cancelAction(props.onClose),
        {
          label: choice === 'new' ? SAVE_DATASET_TEXT.save : SAVE_DATASET_TEXT.overwriteButton,
          variant: 'primary',
          disabled: problem !== null || saving,
          onPress: () => void save(),
          test: 'save-dataset-submit',
        },
      ]}
    >
      <p>{SAVE_DATASET_TEXT.prompt}</p>
      <fieldset className="sqllab-save-choice" data-dataset-id={draft.id}>
        <legend className="kit-visually-hidden">Save or overwrite</legend>
        <label>
          <input type="radio" name="save-choice" checked={choice === 'new'} onChange={() => setChoice('new')} />{' '}
          {SAVE_DATASET_TEXT.saveNew}
        </label>
        <input
          type="text"
          aria-label="Dataset name"
          value={name}
          maxLength={250}
          disabled={choice !== 'new'}
          onChange={(e) => setName(e.target.value)}
        />
        <label>
          <input
            type="radio"
            name="save-choice"
            checked={choice === 'overwrite'}
            onChange={() => setChoice('overwrite')}
          />{' '}
          {SAVE_DATASET_TEXT.overwrite}
        </label>
        <Select
          label="Dataset to overwrite"
          hideLabel
          placeholder="Select or type dataset name"
          value={overwriteId}
          onChange={setOverwriteId}
          loadOptions={(search) => overwriteChoices(search)}
          isDisabled={choice !== 'overwrite'}
        />
      </fieldset>
      {problem ? <p className="muted">{problem}</p> : null}
    </ModalDialog>
  );
}

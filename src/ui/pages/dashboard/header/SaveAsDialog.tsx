/** Save as (D7.06): the copy's title and whether its charts are copied too. */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { DASHBOARD_TITLE_MAX_LENGTH } from '../../../../core/dashboard';
import { ModalDialog, cancelAction } from '../../../kit';
import { TextField } from './fields';
import { dashboardStore, saveDashboardAs } from '../../../../state/dashboard';

/** The save-as dialog; the copy opens when it is saved. */
export function SaveAsDialog(props: { open: boolean; onClose: () => void }) {
  const { info, dashboardIsSaving } = useSnapshot(dashboardStore);
  const [title, setTitle] = useState(() => `${info?.dashboard_title ?? ''} [copy]`);
  const [duplicate, setDuplicate] = useState(false);
  const save = async (): Promise<void> => {
    if ((await saveDashboardAs(title, duplicate)).ok) props.onClose();
  };
  return (
    <ModalDialog
      title="Save dashboard"
      open={props.open}
      onClose={props.onClose}
      test="save-as-modal"
      actions={[
        cancelAction(props.onClose),
        {
          label: 'Save',
          variant: 'primary',
          disabled: dashboardIsSaving,
          onPress: () => void save(),
          test: 'save-as-save',
        },
      ]}
    >
      <TextField
        label="Save as:"
        value={title}
        maxLength={DASHBOARD_TITLE_MAX_LENGTH}
        onChange={setTitle}
        test="save-as-title"
      />
      <label className="inline">
        <input type="checkbox" checked={duplicate} onChange={(e) => setDuplicate(e.target.checked)} />
        <span>also copy (duplicate) charts</span>
      </label>
    </ModalDialog>
  );
}

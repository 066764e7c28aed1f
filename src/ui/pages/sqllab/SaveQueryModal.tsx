/** Save query (name, description; the saved-query API), then its share link: /sqllab/?savedQueryId=N. */
import { useState } from 'react';
import { addDangerToast, addSuccessToast, messageOf, serverMessageOr } from '../../../state/app';
import { saveQuery, savedQueryPath } from '../../../state/sqllab';
import { ModalDialog, cancelAction } from '../../kit';

export function SaveQueryModal({ tabId, label, onClose }: { tabId: number; label: string; onClose: () => void }) {
  const [name, setName] = useState(label);
  const [description, setDescription] = useState('');
  const [savedId, setSavedId] = useState<number | null>(null);
  const link = savedId === null ? '' : `${location.origin}${savedQueryPath(savedId)}`;
  const save = () =>
    saveQuery(tabId, { label: name, description }).then(setSavedId, (error: unknown) =>
      addDangerToast(serverMessageOr(error, () => messageOf(error))),
    );
  const copy = () =>
    navigator.clipboard?.writeText(link).then(
      () => addSuccessToast('Link copied to clipboard!'),
      () => addDangerToast('Sorry, your browser does not support copying.'),
    );
  return (
    <ModalDialog
      open
      title="Save query"
      onClose={onClose}
      test="save-query-modal"
      actions={
        savedId === null
          ? [
              cancelAction(onClose),
              { label: 'Save', variant: 'primary', disabled: !name.trim(), onPress: () => void save() },
            ]
          : [{ label: 'Close', onPress: onClose }]
      }
    >
      {savedId === null ? (
        <>
          <label className="form-field">
            Name
            <input type="text" value={name} maxLength={256} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="form-field">
            Description
            <textarea value={description} rows={3} onChange={(e) => setDescription(e.target.value)} />
          </label>
        </>
      ) : (
        <>
          <p role="status">The query was saved. Share it with this link:</p>
          <input type="text" readOnly aria-label="Share link" value={link} />
          <button type="button" className="btn" onClick={() => void copy()}>
            Copy link
          </button>
        </>
      )}
    </ModalDialog>
  );
}

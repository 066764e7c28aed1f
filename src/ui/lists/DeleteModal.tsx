import { useState } from 'react';
import type { ListItem } from '../../core/api';
import { deleteItems, RESOURCES, type ResourceName } from '../../state/app';
import { Modal } from '../Modal';

/** The word typed to confirm a deletion. */
export const DELETE_WORD = 'DELETE';

/** Asks before deleting: the user types DELETE, as in Superset. */
export function DeleteModal({ resource, items, onClose }: { resource: ResourceName; items: readonly ListItem[]; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const config = RESOURCES[resource];
  const names = items.map((i) => String(i[config.nameField] ?? `#${i.id}`));
  const confirm = async (): Promise<void> => {
    setBusy(true);
    const done = await deleteItems(resource, items);
    setBusy(false);
    if (done) onClose();
  };
  const title = items.length === 1 ? `Delete ${config.label}?` : `Delete ${items.length} ${config.label}s?`;
  return (
    <Modal
      title={title}
      open={items.length > 0}
      onClose={onClose}
      test="delete-modal"
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={typed !== DELETE_WORD || busy}
            onClick={() => void confirm()}
            data-test="modal-confirm-button"
          >
            Delete
          </button>
        </>
      }
    >
      <p>Are you sure you want to delete {names.join(', ')}?</p>
      <label>
        Type &quot;{DELETE_WORD}&quot; to confirm
        <input value={typed} onChange={(e) => setTyped(e.target.value)} autoFocus data-test="delete-modal-input" />
      </label>
    </Modal>
  );
}

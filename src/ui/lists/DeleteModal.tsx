import type { ListItem } from '../../core/api';
import { deleteItems, RESOURCES, type ResourceName } from '../../state/app';
import { DeleteDialog } from '../kit';

/** Asks before deleting list rows: the kit's delete dialog, titled for one row or several. */
export function DeleteModal({
  resource,
  items,
  onClose,
}: {
  resource: ResourceName;
  items: readonly ListItem[];
  onClose: () => void;
}) {
  const config = RESOURCES[resource];
  const names = items.map((i) => String(i[config.nameField] ?? `#${i.id}`));
  const title = items.length === 1 ? `Delete ${config.label}?` : `Delete ${items.length} ${config.label}s?`;
  return <DeleteDialog title={title} names={names} onConfirm={() => deleteItems(resource, items)} onClose={onClose} />;
}

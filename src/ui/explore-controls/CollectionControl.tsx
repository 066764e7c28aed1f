/** The collection control (X9.02): a sortable list of items, 'Add item' and × to remove one. */
import { ControlHeader } from './ControlHeader';
import { SortableList } from './SortableList';
import type { ControlProps } from './types';

/** An item's label when the declaration gives no itemLabel: its label or name, else its text. */
function defaultItemLabel(item: unknown, index: number): string {
  if (typeof item === 'string' || typeof item === 'number') return String(item);
  const o = item as { label?: unknown; name?: unknown } | null;
  if (o && typeof o.label === 'string' && o.label) return o.label;
  if (o && typeof o.name === 'string' && o.name) return o.name;
  return `Item ${index + 1}`;
}

/** The list of the value's items; the declaration's `newItem` makes an added item (an empty object by default). */
export function CollectionControl({ config, value, onChange, errors }: ControlProps) {
  const items: readonly unknown[] = Array.isArray(value) ? value : [];
  return (
    <div className="xc-control xc-dnd" data-test={config.name} role="group" aria-label={config.label}>
      <ControlHeader config={config} errors={errors} />
      <SortableList
        label={config.label}
        items={items}
        itemLabel={config.itemLabel ?? defaultItemLabel}
        onChange={(next) => onChange([...next])}
      />
      <button type="button" className="btn" onClick={() => onChange([...items, config.newItem?.() ?? {}])}>
        Add item
      </button>
    </div>
  );
}

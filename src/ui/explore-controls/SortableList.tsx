/**
 * The sortable list of the collection, conditional formatting and annotation layer controls (X9.02): each item a
 * button that opens its editor, × to remove it, Alt+↑ / Alt+↓ or a pointer drag to move it.
 */
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { moveItem } from '../../core/explore';

const MOVE_TYPE = 'application/x-tessera-sortable-index';

/** The items with their labels; `onEdit` gets the item's place and its button (the editor's anchor). */
export function SortableList<T>(props: {
  label: string;
  items: readonly T[];
  itemLabel: (item: T, index: number) => string;
  onChange: (items: readonly T[]) => void;
  onEdit?: (index: number, anchor: HTMLElement) => void;
}) {
  const { items, onChange } = props;
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (from: number, to: number) => {
    const next = moveItem(items, from, to);
    if (next === items) return;
    onChange(next);
    requestAnimationFrame(() => buttons.current[to]?.focus());
  };
  const onKey = (index: number) => (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(index, e.key === 'ArrowUp' ? index - 1 : index + 1);
  };
  const onDrop = (index: number) => (e: DragEvent) => {
    if (dragFrom === null || !e.dataTransfer.types.includes(MOVE_TYPE)) return;
    e.preventDefault();
    move(dragFrom, index);
    setDragFrom(null);
  };
  return (
    <ul className="xc-dnd-items" aria-label={`${props.label} items`}>
      {items.map((item, index) => {
        const label = props.itemLabel(item, index);
        return (
          <li
            key={index}
            className="xc-dnd-item"
            draggable
            onDragStart={(e) => (e.dataTransfer.setData(MOVE_TYPE, String(index)), setDragFrom(index))}
            onDragOver={(e) => dragFrom !== null && e.preventDefault()}
            onDrop={onDrop(index)}
            onDragEnd={() => setDragFrom(null)}
          >
            <button
              type="button"
              className="xc-dnd-remove"
              aria-label={`Remove ${label}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              ×
            </button>
            <button
              type="button"
              className="xc-dnd-label"
              ref={(el) => void (buttons.current[index] = el)}
              aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
              onClick={(e) => props.onEdit?.(index, e.currentTarget)}
              onKeyDown={onKey(index)}
            >
              {label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The sortable list of the collection, conditional formatting and annotation layer controls (X9.02): each item a
 * button that opens its editor, × to remove it, Alt+↑ / Alt+↓ or a pointer drag to move it.
 */
import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { moveItem } from '../../core/explore';
import { ResizablePopover, popoverAlignment, type PopoverAlignment } from '../kit';
import { ControlHeader } from './ControlHeader';
import type { ExploreControlConfig } from './types';

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

/**
 * A control whose items are edited in a popover (conditional formatting, annotation layers): the sortable list, an
 * add button, and the popover titled `editorLabel` beside the item or the add button; `save` puts the item back.
 */
export function PopoverListControl<T>(props: {
  config: ExploreControlConfig;
  errors?: readonly string[] | undefined;
  items: readonly T[];
  itemLabel: (item: T, index: number) => string;
  onChange: (items: T[]) => void;
  addText: string;
  editorLabel: string;
  renderEditor: (args: {
    item: T | null;
    index: number | null;
    save: (item: T) => void;
    close: () => void;
  }) => ReactNode;
}) {
  const { config, items, onChange } = props;
  const [editing, setEditing] = useState<{ index: number | null; alignment: PopoverAlignment } | null>(null);
  const anchor = useRef<Element | null>(null);
  const open = (index: number | null, at: HTMLElement) => {
    anchor.current = at;
    setEditing({ index, alignment: popoverAlignment(at.getBoundingClientRect().top, window.innerHeight) });
  };
  const index = editing?.index ?? null;
  const save = (item: T) => {
    onChange(index === null ? [...items, item] : items.map((v, i) => (i === index ? item : v)));
    setEditing(null);
  };
  return (
    <div className="xc-control xc-dnd" data-test={config.name} role="group" aria-label={config.label}>
      <ControlHeader config={config} errors={props.errors} />
      <SortableList
        label={config.label}
        items={items}
        itemLabel={props.itemLabel}
        onChange={(next) => onChange([...next])}
        onEdit={open}
      />
      <button type="button" className="btn" onClick={(e) => open(null, e.currentTarget)}>
        {props.addText}
      </button>
      {editing && (
        <ResizablePopover
          triggerRef={anchor}
          isOpen
          onOpenChange={(isOpen) => !isOpen && setEditing(null)}
          label={props.editorLabel}
          alignment={editing.alignment}
        >
          {props.renderEditor({
            item: index === null ? null : (items[index] ?? null),
            index,
            save,
            close: () => setEditing(null),
          })}
        </ResizablePopover>
      )}
    </div>
  );
}

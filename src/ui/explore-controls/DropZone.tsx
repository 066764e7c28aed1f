/**
 * A drop-zone control (X8.01–X8.03, X8.06): the items as buttons that open their editor, × to remove (through the
 * control's remove guard), reorder by swapping (drag an item onto another, or Alt+Arrow keys), and the ghost area that
 * takes drops from the datasource panel and, with click-to-add on, opens the editor for a new item.
 */
import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { checkRemoval, ghostText, swapItems, type DropZoneKind } from '../../core/explore';
import {
  DropTarget,
  ResizablePopover,
  Tip,
  WarningDialog,
  popoverAlignment,
  type DragKind,
  type DragPayload,
  type PopoverAlignment,
} from '../kit';
import { useControlContext } from './context';
import { ControlHeader } from './ControlHeader';
import type { ExploreControlConfig } from './types';

/** What a drop makes: items added at once, and/or an item to finish in the editor first (a filter waiting for its value). */
export interface DropOutcome<T> {
  add: T[];
  edit?: unknown;
}

/** The editor for one item: `item` null and `seed` for a new one. */
export interface EditorArgs<T> {
  item: T | null;
  seed: unknown;
  isNew: boolean;
  save: (item: T) => void;
  close: () => void;
}

const REORDER_TYPE = 'application/x-tessera-zone-index';

/** The zone; T is the control's item (a metric, a column, a filter). */
export function DropZone<T>(props: {
  config: ExploreControlConfig;
  kind: DropZoneKind;
  multi: boolean;
  items: readonly T[];
  errors?: readonly string[] | undefined;
  accept: readonly DragKind[];
  itemLabel: (item: T) => string;
  itemWarnings?: (item: T) => string[];
  /** The editor popover's accessible name ('Edit metric'). */
  editorLabel: string;
  fromDrop: (payloads: DragPayload[]) => DropOutcome<T>;
  onChange: (items: T[]) => void;
  renderEditor: (args: EditorArgs<T>) => ReactNode;
}) {
  const { config, items, multi, onChange } = props;
  const { clickToAdd } = useControlContext();
  const [editing, setEditing] = useState<{ index: number | null; seed: unknown; alignment: PopoverAlignment } | null>(
    null,
  );
  const [warning, setWarning] = useState<string | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const ghostRef = useRef<HTMLDivElement>(null);
  const anchorRef = useRef<Element | null>(null);

  const open = (index: number | null, seed: unknown) => {
    const anchor = index === null ? ghostRef.current : (itemRefs.current[index] ?? null);
    anchorRef.current = anchor;
    setEditing({
      index,
      seed,
      alignment: popoverAlignment(anchor?.getBoundingClientRect().top ?? 0, window.innerHeight),
    });
  };
  const add = (added: readonly T[]) => onChange(multi ? [...items, ...added] : added.slice(-1));
  const save = (index: number | null) => (item: T) => {
    if (index === null) add([item]);
    else onChange(items.map((v, i) => (i === index ? item : v)));
    setEditing(null);
  };
  const remove = (index: number) => {
    const item = items[index] as T;
    const answer = checkRemoval(config.canDelete?.(item, items));
    if (answer.allowed) onChange(items.filter((_, i) => i !== index));
    else if (answer.dialog) setWarning(answer.dialog.message);
  };
  const swap = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onChange(swapItems(items, from, to));
    requestAnimationFrame(() => itemRefs.current[to]?.focus());
  };
  const onItemKey = (index: number) => (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    swap(index, e.key === 'ArrowUp' ? index - 1 : index + 1);
  };
  const onDropItem = (index: number) => (e: DragEvent) => {
    if (dragFrom === null || !e.dataTransfer.types.includes(REORDER_TYPE)) return;
    e.preventDefault();
    swap(dragFrom, index);
    setDragFrom(null);
  };
  const onDrop = (payloads: DragPayload[]) => {
    const outcome = props.fromDrop(payloads);
    if (outcome.add.length) add(outcome.add);
    if (outcome.edit !== undefined) open(null, outcome.edit);
  };

  const text = ghostText(props.kind, multi, clickToAdd);
  const showGhost = multi || items.length === 0;
  const editingItem = editing?.index === null || editing === null ? null : (items[editing.index] ?? null);
  return (
    <div className="xc-control xc-dnd" data-test={config.name} role="group" aria-label={config.label}>
      <ControlHeader config={config} errors={props.errors} />
      <ul className="xc-dnd-items" aria-label={`${config.label} items`}>
        {items.map((item, index) => {
          const label = props.itemLabel(item);
          const warnings = props.itemWarnings?.(item) ?? [];
          return (
            <li
              key={index}
              className="xc-dnd-item"
              draggable
              onDragStart={(e) => (e.dataTransfer.setData(REORDER_TYPE, String(index)), setDragFrom(index))}
              onDragOver={(e) => dragFrom !== null && e.preventDefault()}
              onDrop={onDropItem(index)}
              onDragEnd={() => setDragFrom(null)}
            >
              <button
                type="button"
                className="xc-dnd-remove"
                aria-label={`Remove ${label}`}
                onClick={() => remove(index)}
              >
                ×
              </button>
              <button
                type="button"
                className="xc-dnd-label"
                ref={(el) => void (itemRefs.current[index] = el)}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                onClick={() => open(index, undefined)}
                onKeyDown={onItemKey(index)}
              >
                {label}
              </button>
              {warnings.map((w) => (
                <Tip key={w} content={w}>
                  <span className="xc-icon xc-warning-icon" role="img" tabIndex={0} aria-label={w}>
                    ⚠
                  </span>
                </Tip>
              ))}
            </li>
          );
        })}
      </ul>
      {showGhost && (
        <div ref={ghostRef}>
          <DropTarget label={config.label} accept={props.accept} onDrop={onDrop} className="xc-dnd-ghost">
            {clickToAdd ? (
              <button type="button" className="xc-ghost-button" onClick={() => open(null, undefined)}>
                {text}
              </button>
            ) : (
              <span className="xc-ghost-text">{text}</span>
            )}
          </DropTarget>
        </div>
      )}
      {editing && (
        <ResizablePopover
          triggerRef={anchorRef}
          isOpen
          onOpenChange={(isOpen) => !isOpen && setEditing(null)}
          label={props.editorLabel}
          alignment={editing.alignment}
        >
          {props.renderEditor({
            item: editingItem,
            seed: editing.seed,
            isNew: editing.index === null,
            save: save(editing.index),
            close: () => setEditing(null),
          })}
        </ResizablePopover>
      )}
      <WarningDialog isOpen={warning !== null} message={warning} onClose={() => setWarning(null)} />
    </div>
  );
}

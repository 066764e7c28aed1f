/**
 * The dialog's sidebar (D10.03, D10.08): the filters and dividers in bar order, each a button that shows it; Alt+↑ /
 * Alt+↓ or a pointer drag moves one; × removes it for 5 s, with Restore on the row until then; add filter, add divider.
 */
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { FilterConfigItem } from '../../../../../core/filters';
import {
  addDraftItem,
  filterConfigDraft,
  moveDraftItem,
  removeDraftItem,
  restoreDraftItem,
  selectDraftItem,
} from '../../../../../state/filters';

const MOVE_TYPE = 'application/x-tessera-filter-index';

/** What a row shows: the filter's name or the divider's title, else what it is. */
export function itemTitle(item: FilterConfigItem): string {
  if (item.type === 'DIVIDER') return item.title.trim() || '[untitled divider]';
  return item.name.trim() || '[untitled filter]';
}

export function FilterList() {
  const draft = useSnapshot(filterConfigDraft);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const failing = new Set(draft.errors.map((e) => e.filterId));
  const move = (id: string, to: number | { by: -1 | 1 }) => {
    moveDraftItem(id, to);
    requestAnimationFrame(() => buttons.current.get(id)?.focus());
  };
  const onKey = (id: string) => (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(id, { by: e.key === 'ArrowUp' ? -1 : 1 });
  };
  const onDrop = (index: number) => (e: DragEvent) => {
    if (dragFrom === null || !e.dataTransfer.types.includes(MOVE_TYPE)) return;
    e.preventDefault();
    const id = draft.items[dragFrom]?.id;
    if (id) move(id, index);
    setDragFrom(null);
  };
  const add = (kind: 'filter' | 'divider') => {
    const id = addDraftItem(kind);
    requestAnimationFrame(() => buttons.current.get(id)?.focus());
  };
  return (
    <nav className="fcfg-sidebar" aria-label="Filters and dividers">
      <div className="fcfg-add">
        <button type="button" className="btn" onClick={() => add('filter')} data-test="add-filter">
          + Add filter
        </button>
        <button type="button" className="btn" onClick={() => add('divider')} data-test="add-divider">
          + Add divider
        </button>
      </div>
      <ul className="fcfg-items">
        {draft.items.map((item, index) => {
          const title = itemTitle(item as FilterConfigItem);
          const removed = item.id in draft.removed;
          const kind = item.type === 'DIVIDER' ? 'divider' : 'filter';
          return (
            <li
              key={item.id}
              className={`fcfg-item${removed ? ' fcfg-item-removed' : ''}${item.id === draft.selectedId ? ' fcfg-item-selected' : ''}`}
              draggable={!removed}
              onDragStart={(e) => (e.dataTransfer.setData(MOVE_TYPE, String(index)), setDragFrom(index))}
              onDragOver={(e) => dragFrom !== null && e.preventDefault()}
              onDrop={onDrop(index)}
              onDragEnd={() => setDragFrom(null)}
              data-test="filter-config-item"
            >
              <button
                type="button"
                className="fcfg-item-label"
                ref={(el) => void (el ? buttons.current.set(item.id, el) : buttons.current.delete(item.id))}
                aria-current={item.id === draft.selectedId ? 'true' : undefined}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                aria-label={`${title} (${kind}${failing.has(item.id) ? ', has errors' : ''}${removed ? ', removed' : ''})`}
                onClick={() => selectDraftItem(item.id)}
                onKeyDown={onKey(item.id)}
              >
                {kind === 'divider' ? '— ' : ''}
                {title}
                {failing.has(item.id) ? <span className="fcfg-item-error"> !</span> : null}
              </button>
              {removed ? (
                <button type="button" className="btn" onClick={() => restoreDraftItem(item.id)}>
                  Restore
                  <span className="kit-visually-hidden"> {title}</span>
                </button>
              ) : (
                <button
                  type="button"
                  className="fcfg-item-remove"
                  aria-label={`Remove ${title}`}
                  onClick={() => removeDraftItem(item.id)}
                >
                  ×
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

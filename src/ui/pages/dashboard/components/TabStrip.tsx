/**
 * A tabs container's strip: tabs switch what the container shows (arrow keys, Home and End move between them). In
 * edit mode a tab is added with '+', renamed in place, dragged by its handle (or moved left or right from its menu) to
 * a new place, and deleted after a confirm.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LAYOUT_TEXT_LIMITS, TAB_BAR_HEIGHT, TAB_DEFAULT_TITLE } from '../../../../core/layout';
import type { PlacedTabs } from '../../../../core/layout';
import { dashboardStore, dispatchLayout } from '../../../../state/dashboard';
import { ActionMenu, ConfirmDialog, DragSource, DropTarget, EditableTitle, type DragPayload } from '../../../kit';
import { editComponentMeta } from './editMeta';
import { TAB_DRAG_KINDS, tabDropIndex } from './tabDrag';

/** Superset's confirm before a tab and everything in it is deleted. */
export const DELETE_TAB_TITLE = 'Delete dashboard tab?';
export const DELETE_TAB_TEXT =
  'Deleting a tab will remove all content within it. You may still reverse this action with the undo button (cmd + z) until you save your changes.';

const tabElementId = (tabId: string): string => `dashboard-tab-${tabId}`;
const panelElementId = (tabId: string): string => `dashboard-tabpanel-${tabId}`;

export interface TabStripProps {
  tabs: PlacedTabs;
  editMode: boolean;
  /** Shows a tab of this container. */
  onSelect: (tabsId: string, tabId: string) => void;
}

/** The tab strip over a tabs container's rectangle, and the panel its shown tab labels. */
export function TabStrip({ tabs, editMode, onSelect }: TabStripProps) {
  const strip = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { rect, activeTabId } = tabs;
  const ids = tabs.tabs.map((t) => t.id);

  // After a keyboard move the newly shown tab takes the focus (roving tabindex).
  useEffect(() => {
    const id = focusNext.current;
    if (!id || id !== activeTabId) return;
    focusNext.current = null;
    // The tab's first button: the tab itself, or the shown tab's editable title in edit mode.
    strip.current?.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(id)}"] button`)?.focus();
  }, [activeTabId]);

  const select = (tabId: string, focus = false): void => {
    if (focus) focusNext.current = tabId;
    onSelect(tabs.id, tabId);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const target = e.target as HTMLElement;
    if (target.tagName === 'INPUT' || target.closest('[data-tab-focus]') === null) return;
    const at = ids.indexOf(target.closest<HTMLElement>('[data-tab-id]')?.dataset.tabId ?? '');
    if (at < 0) return;
    const next =
      e.key === 'ArrowRight'
        ? (at + 1) % ids.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + ids.length) % ids.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? ids.length - 1
              : -1;
    const id = ids[next];
    if (id === undefined) return;
    e.preventDefault();
    select(id, true);
  };

  const addTab = (): void => {
    if (dispatchLayout({ type: 'addTab', tabsId: tabs.id }) !== null) return;
    const added = dashboardStore.layout[tabs.id]?.children.at(-1);
    if (added) select(added);
  };
  const moveTab = (tabId: string, by: -1 | 1): void => {
    const at = ids.indexOf(tabId);
    // A drop spot counts the tab itself: moving right skips past the next tab.
    dispatchLayout({ type: 'move', id: tabId, to: { parentId: tabs.id, index: by < 0 ? at - 1 : at + 2 } });
  };
  const dropOn = (target: string, payloads: DragPayload<'dashboard-tab'>[]): void => {
    const dragged = payloads[0]?.value;
    // A tab moves along its own strip only; another container's tab is not dropped here.
    if (!dragged || dragged.tabsId !== tabs.id || dragged.tabId === target) return;
    const from = ids.indexOf(dragged.tabId);
    const to = ids.indexOf(target);
    if (from < 0 || to < 0) return;
    dispatchLayout({ type: 'move', id: dragged.tabId, to: { parentId: tabs.id, index: tabDropIndex(from, to) } });
  };
  const deleteTab = (tabId: string): void => {
    setDeleting(null);
    const at = ids.indexOf(tabId);
    if (dispatchLayout({ type: 'delete', id: tabId }) !== null) return;
    const shown = ids.filter((id) => id !== tabId)[Math.max(0, at - 1)];
    if (tabId === activeTabId && shown) select(shown);
  };

  return (
    <>
      <div
        ref={strip}
        role="tablist"
        aria-label="Dashboard tabs"
        className="dashboard-tabs"
        data-tabs-id={tabs.id}
        style={{ left: rect.x, top: rect.y, width: rect.width, height: TAB_BAR_HEIGHT }}
        onKeyDown={onKeyDown}
      >
        {tabs.tabs.map((tab, i) => {
          const selected = tab.id === activeTabId;
          const common = {
            id: tabElementId(tab.id),
            role: 'tab',
            'aria-selected': selected,
            'aria-controls': selected ? panelElementId(tab.id) : undefined,
          } as const;
          const item = (
            <div key={tab.id} className="dashboard-tab" data-tab-id={tab.id} data-selected={selected || undefined}>
              {editMode && (
                <DragSource
                  payload={{ kind: 'dashboard-tab', value: { tabsId: tabs.id, tabId: tab.id } }}
                  label={`Drag tab: ${tab.title}`}
                  className="dashboard-tab-handle"
                >
                  ⠿
                </DragSource>
              )}
              {editMode && selected ? (
                // The shown tab's title is edited in place; its EditableTitle is what takes the focus.
                <div {...common} aria-label={tab.title} data-tab-focus="">
                  <EditableTitle
                    label="Tab title"
                    value={tab.title === TAB_DEFAULT_TITLE ? '' : tab.title}
                    defaultLabel={TAB_DEFAULT_TITLE}
                    maxLength={LAYOUT_TEXT_LIMITS.tabTitle}
                    onChange={(text) => void editComponentMeta(tab.id, { text })}
                  />
                </div>
              ) : (
                <button
                  {...common}
                  type="button"
                  tabIndex={selected ? 0 : -1}
                  data-tab-focus=""
                  onClick={() => select(tab.id)}
                >
                  {tab.title}
                </button>
              )}
              {editMode && (
                <ActionMenu
                  label={`Tab options: ${tab.title}`}
                  items={[
                    { id: 'left', label: 'Move left', disabled: i === 0, onAction: () => moveTab(tab.id, -1) },
                    {
                      id: 'right',
                      label: 'Move right',
                      disabled: i === ids.length - 1,
                      onAction: () => moveTab(tab.id, 1),
                    },
                    { id: 'delete', label: 'Delete', danger: true, onAction: () => setDeleting(tab.id) },
                  ]}
                />
              )}
            </div>
          );
          return editMode ? (
            <DropTarget
              key={tab.id}
              label={`Move the tab to the place of ${tab.title}`}
              accept={TAB_DRAG_KINDS}
              className="dashboard-tab-drop"
              onDrop={(payloads) => dropOn(tab.id, payloads)}
            >
              {item}
            </DropTarget>
          ) : (
            item
          );
        })}
        {editMode && (
          <button type="button" className="dashboard-tab-add" aria-label="Add tab" onClick={addTab}>
            +
          </button>
        )}
      </div>
      {activeTabId && (
        <div
          id={panelElementId(activeTabId)}
          role="tabpanel"
          aria-labelledby={tabElementId(activeTabId)}
          className="dashboard-tabpanel"
          style={{
            left: rect.x,
            top: rect.y + TAB_BAR_HEIGHT,
            width: rect.width,
            height: rect.height - TAB_BAR_HEIGHT,
          }}
        />
      )}
      <ConfirmDialog
        title={DELETE_TAB_TITLE}
        isOpen={deleting !== null}
        confirmLabel="DELETE"
        cancelLabel="CANCEL"
        danger
        onConfirm={() => deleting && deleteTab(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>{DELETE_TAB_TEXT}</p>
      </ConfirmDialog>
    </>
  );
}

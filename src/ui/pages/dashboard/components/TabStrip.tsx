/**
 * A tabs container's strip: tabs switch what the container shows (arrow keys, Home and End move between them). In
 * edit mode a tab is added with '+'; the shown tab is renamed, dragged by its handle onto another tab's place (or moved
 * left or right from its menu), and deleted after a confirm. The tablist holds the tabs alone: the shown tab's handle,
 * title editor and menu are a group beside it, and the drop zones of a tab drag lie over the tabs while it lasts.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LAYOUT_TEXT_LIMITS, TAB_BAR_HEIGHT, TAB_DEFAULT_TITLE } from '../../../../core/layout';
import type { PlacedTabs } from '../../../../core/layout';
import { dashboardStore, dispatchLayout } from '../../../../state/dashboard';
import { ActionMenu, ConfirmDialog, DragSource, EditableTitle, type DragPayload } from '../../../kit';
import { editComponentMeta } from './editMeta';
import { TabDropZones, measureTabs, type TabZones } from './TabDropZones';
import { tabDropIndex } from './tabDrag';

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
  // While a tab is dragged: where the other tabs lie, for their drop zones.
  const [dropZones, setDropZones] = useState<TabZones | null>(null);
  const { rect, activeTabId } = tabs;
  const ids = tabs.tabs.map((t) => t.id);

  // After a keyboard move the newly shown tab takes the focus (roving tabindex).
  useEffect(() => {
    const id = focusNext.current;
    if (!id || id !== activeTabId) return;
    focusNext.current = null;
    strip.current?.querySelector<HTMLElement>(`[role="tab"][data-tab-id="${CSS.escape(id)}"]`)?.focus();
  }, [activeTabId]);

  const select = (tabId: string, focus = false): void => {
    if (focus) focusNext.current = tabId;
    onSelect(tabs.id, tabId);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const at = ids.indexOf((e.target as HTMLElement).dataset.tabId ?? '');
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
    setDropZones(null);
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

  const shown = tabs.tabs.find((t) => t.id === activeTabId);
  const shownAt = shown ? ids.indexOf(shown.id) : -1;
  return (
    <>
      <div
        ref={strip}
        className="dashboard-tabs"
        data-tabs-id={tabs.id}
        style={{ left: rect.x, top: rect.y, width: rect.width, height: TAB_BAR_HEIGHT }}
      >
        <div role="tablist" aria-label="Dashboard tabs" className="dashboard-tablist" onKeyDown={onKeyDown}>
          {tabs.tabs.map((tab) => {
            const selected = tab.id === activeTabId;
            return (
              <button
                key={tab.id}
                id={tabElementId(tab.id)}
                type="button"
                role="tab"
                className="dashboard-tab"
                aria-selected={selected}
                aria-controls={selected ? panelElementId(tab.id) : undefined}
                tabIndex={selected ? 0 : -1}
                data-tab-id={tab.id}
                data-selected={selected || undefined}
                onClick={() => select(tab.id)}
              >
                {tab.title}
              </button>
            );
          })}
        </div>
        {editMode && dropZones ? <TabDropZones tabs={tabs.tabs} zones={dropZones} onDrop={dropOn} /> : null}
        {editMode && shown ? (
          // A tab's content is presentational: the shown tab's handle, title editor and menu sit beside the list.
          <div role="group" aria-label={`Shown tab: ${shown.title}`} className="dashboard-tab-tools">
            <DragSource
              payload={{ kind: 'dashboard-tab', value: { tabsId: tabs.id, tabId: shown.id } }}
              label={`Drag tab: ${shown.title}`}
              className="dashboard-tab-handle"
              onDragStart={() => setDropZones(measureTabs(strip.current, shown.id))}
              onDragEnd={() => setDropZones(null)}
            >
              ⠿
            </DragSource>
            <EditableTitle
              label="Tab title"
              value={shown.title === TAB_DEFAULT_TITLE ? '' : shown.title}
              defaultLabel={TAB_DEFAULT_TITLE}
              maxLength={LAYOUT_TEXT_LIMITS.tabTitle}
              onChange={(text) => void editComponentMeta(shown.id, { text })}
            />
            <ActionMenu
              label={`Tab options: ${shown.title}`}
              items={[
                { id: 'left', label: 'Move left', disabled: shownAt === 0, onAction: () => moveTab(shown.id, -1) },
                {
                  id: 'right',
                  label: 'Move right',
                  disabled: shownAt === ids.length - 1,
                  onAction: () => moveTab(shown.id, 1),
                },
                { id: 'delete', label: 'Delete', danger: true, onAction: () => setDeleting(shown.id) },
              ]}
            />
          </div>
        ) : null}
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

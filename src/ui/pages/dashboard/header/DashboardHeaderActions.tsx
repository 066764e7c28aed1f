/** The dashboard header's menu: properties, CSS and save as, each opening its dialog (D7.13, D2.02, D7.06), then the
 * view items (refresh, auto-refresh interval, share, download). */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { can } from '../../../../state/app';
import { dashboardStore } from '../../../../state/dashboard';
import { ActionMenu, type MenuAction } from '../../../kit';
import { CssEditor } from './CssEditor';
import { PropertiesModal } from './PropertiesModal';
import { SaveAsDialog } from './SaveAsDialog';
import { useViewMenu } from './useViewMenu';

type Open = 'properties' | 'css' | 'saveAs' | null;

/**
 * The menu of dashboard actions: 'Edit properties' for those who may edit it, 'Edit CSS' in edit mode, 'Save as'
 * for those who may write dashboards. A dialog is mounted only while it is open, so each opens on the current state.
 */
export function DashboardHeaderActions() {
  const { canEdit, editMode, info } = useSnapshot(dashboardStore);
  const [open, setOpen] = useState<Open>(null);
  const view = useViewMenu();
  const close = (): void => setOpen(null);
  if (!info) return null;
  const items: MenuAction[] = [];
  if (canEdit) items.push({ id: 'properties', label: 'Edit properties', onAction: () => setOpen('properties') });
  if (canEdit && editMode) items.push({ id: 'css', label: 'Edit CSS', onAction: () => setOpen('css') });
  if (can('can_write', 'Dashboard')) items.push({ id: 'saveAs', label: 'Save as', onAction: () => setOpen('saveAs') });
  items.push(...view.items);
  if (!items.length) return null;
  return (
    <>
      <ActionMenu label="More dashboard actions" items={items} test="dashboard-actions" />
      {open === 'properties' ? <PropertiesModal open onClose={close} /> : null}
      {open === 'css' ? <CssEditor open onClose={close} /> : null}
      {open === 'saveAs' ? <SaveAsDialog open onClose={close} /> : null}
      {view.dialog}
    </>
  );
}

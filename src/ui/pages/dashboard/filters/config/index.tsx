/**
 * The native filter configuration dialog's host: mounted once by the filter bar, it shows 'Add and edit filters'
 * while filterConfigModal is open, to editors only (can_write on the dashboard, D10.03).
 */
import type { ReactElement } from 'react';
import { useSnapshot } from 'valtio';
import { dashboardStore } from '../../../../../state/dashboard';
import { filterConfigModal } from '../../../../../state/filters';
import { FilterConfigDialog } from './FilterConfigDialog';
import './filterConfig.css';

export { FILTER_CONFIG_TEXT } from './FilterConfigDialog';

export function FilterConfigHost(): ReactElement | null {
  const modal = useSnapshot(filterConfigModal);
  const { canEdit, info } = useSnapshot(dashboardStore);
  if (!modal.open || !canEdit || !info) return null;
  return <FilterConfigDialog filterId={modal.filterId} />;
}

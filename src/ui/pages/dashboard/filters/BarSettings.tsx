/** The bar's settings menu: its orientation (D10.02) and, for editors, cross filtering on or off (D11.03). */
import { useSnapshot } from 'valtio';
import { dashboardStore } from '../../../../state/dashboard';
import { filterMetadata, saveCrossFiltersEnabled, saveFilterBarOrientation } from '../../../../state/filters';
import { ActionMenu, type MenuAction } from '../../../kit';

// A failed save was toasted by the action; the menu has nothing more to say.
const quietly = (saving: Promise<void>): void => void saving.catch(() => undefined);

export function BarSettings() {
  const { canEdit, metadata } = useSnapshot(dashboardStore);
  void metadata;
  if (!canEdit) return null;
  const { filterBarOrientation, crossFiltersEnabled } = filterMetadata();
  const items: MenuAction[] = [
    {
      id: 'cross',
      label: crossFiltersEnabled ? 'Disable cross-filtering' : 'Enable cross-filtering',
      onAction: () => quietly(saveCrossFiltersEnabled(!crossFiltersEnabled)),
    },
    {
      id: 'orientation',
      label: filterBarOrientation === 'HORIZONTAL' ? 'Vertical (Left)' : 'Horizontal (Top)',
      onAction: () =>
        quietly(saveFilterBarOrientation(filterBarOrientation === 'HORIZONTAL' ? 'VERTICAL' : 'HORIZONTAL')),
    },
  ];
  return <ActionMenu label="Filter bar settings" items={items} trigger="⚙" test="filter-bar-settings" />;
}

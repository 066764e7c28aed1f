/** The cross filters applied, one pill each: the chart that set it, its value, and × to clear it. */
import { useSnapshot } from 'valtio';
import type { DataMask } from '../../../../core/filters';
import { appliedCrossFilters, clearCrossFilter, filtersStore } from '../../../../state/filters';
import { dashboardStore } from '../../../../state/dashboard';

/** The name the dashboard shows for a chart: its override, else its saved name (from the layout). */
const chartName = (chartId: string): string => {
  const meta = Object.values(dashboardStore.layout).find((c) => String(c.meta.chartId) === chartId)?.meta;
  const name = meta?.sliceNameOverride || meta?.sliceName;
  return typeof name === 'string' && name ? name : `Chart ${chartId}`;
};

const valueText = (mask: DataMask): string => {
  const { label, value } = mask.filterState;
  if (typeof label === 'string' && label) return label;
  return Array.isArray(value) ? value.map(String).join(', ') : String(value ?? '');
};

export function CrossFilterPills() {
  const { applied } = useSnapshot(filtersStore);
  const cross = appliedCrossFilters(applied as Record<string, DataMask>);
  if (!cross.length) return null;
  return (
    <ul className="cross-filter-pills" aria-label="Cross-filters">
      {cross.map((mask) => {
        const column = mask.extraFormData.filters?.[0]?.col;
        const text = `${chartName(mask.id)}: ${typeof column === 'string' ? `${column} = ` : ''}${valueText(mask)}`;
        return (
          <li key={mask.id} className="cross-filter-pill" data-test="cross-filter-pill">
            <span>{text}</span>
            <button
              type="button"
              className="btn btn-icon"
              aria-label={`Clear cross-filter ${text}`}
              onClick={() => clearCrossFilter(Number(mask.id))}
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}

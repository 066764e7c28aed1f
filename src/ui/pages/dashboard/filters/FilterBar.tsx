/**
 * The dashboard's filter bar (D10.01, D1.16): beside the grid (vertical, collapsible) or above it (horizontal, the
 * filters that do not fit its measured width under 'More filters'); the native filters (required first) and dividers, Apply and Clear
 * all, the cross filters applied as pills, the bar's settings (orientation, cross filtering) and, for editors, the
 * button to the filter configuration dialog.
 */
import { memo, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { filterBarOrder, isRequiredFilter, type FilterConfigItem } from '../../../../core/filters';
import { pageCrossFilters } from '../../../../charts';
import { dashboardStore } from '../../../../state/dashboard';
import {
  applyFilters,
  clearAllFilters,
  filterMetadata,
  filtersStore,
  followRestoredMasks,
  hasPendingChanges,
  listenToCrossFilters,
  openFilterConfig,
  reconcileMasks,
  requiredWithoutValue,
  setFilterBarOpen,
} from '../../../../state/filters';
import { PopoverTrigger, useElementWidth } from '../../../kit';
import { filtersThatFit } from './barOverflow';
import { FilterConfigHost } from './config';
import { BarSettings } from './BarSettings';
import { CrossFilterPills } from './CrossFilterPills';
import { FilterControl } from './FilterControl';
import { FilterSets } from './FilterSets';
import './filters.css';

function Item({ item }: { item: FilterConfigItem }) {
  if (item.type === 'DIVIDER')
    return (
      <div className="filter-divider" role="separator" aria-label={item.title}>
        <div className="filter-divider-title">{item.title}</div>
        {item.description ? <div className="filter-divider-description">{item.description}</div> : null}
      </div>
    );
  return <FilterControl filter={item} required={isRequiredFilter(item)} />;
}

function Actions() {
  // Read for the re-render: the checks below read the store itself.
  const { pending, applied } = useSnapshot(filtersStore);
  void pending;
  void applied;
  const missing = requiredWithoutValue();
  const canApply = hasPendingChanges() && missing.length === 0;
  return (
    <div className="filter-bar-actions">
      <button type="button" className="btn btn-primary" disabled={!canApply} onClick={() => applyFilters()}>
        Apply filters
      </button>
      <button type="button" className="btn" onClick={clearAllFilters}>
        Clear all
      </button>
      {missing.length ? (
        <p className="filter-bar-required" role="status">
          {`Choose a value for ${missing.map((f) => f.name).join(', ')}`}
        </p>
      ) : null}
    </div>
  );
}

/** The horizontal bar's row of filters: those that fit its measured width, the rest under 'More filters'. */
function HorizontalRow({ items }: { items: FilterConfigItem[] }) {
  const row = useRef<HTMLDivElement>(null);
  const fit = filtersThatFit(useElementWidth(row), items.length);
  const shown = items.slice(0, fit);
  const more = items.slice(fit);
  return (
    <div className="filter-bar-row" ref={row}>
      {shown.map((item) => (
        <Item key={item.id} item={item} />
      ))}
      {more.length ? (
        <PopoverTrigger label="More filters" trigger={`More filters (${more.length})`}>
          <div className="filter-bar-more">
            {more.map((item) => (
              <Item key={item.id} item={item} />
            ))}
          </div>
        </PopoverTrigger>
      ) : null}
    </div>
  );
}

/**
 * The bar. Mounted once by the dashboard page, in view mode; it hears the page's cross filters while mounted.
 * Memoised: it follows its stores itself, not the page's renders as charts come near the screen.
 */
export const FilterBar = memo(function FilterBar() {
  const dashboard = useSnapshot(dashboardStore);
  const { barOpen } = useSnapshot(filtersStore);
  useEffect(() => {
    const stops = [listenToCrossFilters(pageCrossFilters), followRestoredMasks()];
    return () => stops.forEach((stop) => stop());
  }, []);
  // A configuration saved by the dialog: new filters start from their defaults, removed ones leave no mask.
  useEffect(reconcileMasks, [dashboard.metadata]);
  // filterMetadata reads the store's metadata: touched here so a saved configuration re-renders the bar.
  void dashboard.metadata;
  const metadata = filterMetadata();
  const items = filterBarOrder(metadata.nativeFilterConfiguration);
  const horizontal = metadata.filterBarOrientation === 'HORIZONTAL';
  const editButton = dashboard.canEdit ? (
    <button type="button" className="btn btn-link" onClick={() => openFilterConfig()}>
      {items.length ? 'Add/Edit filters' : 'Add filters'}
    </button>
  ) : null;
  if (horizontal) {
    return (
      <section className="filter-bar filter-bar-horizontal" aria-label="Filters" data-test="filter-bar">
        <BarSettings />
        <HorizontalRow items={items} />
        <CrossFilterPills />
        <Actions />
        {editButton}
        <FilterSets />
        <FilterConfigHost />
      </section>
    );
  }
  if (!barOpen)
    return (
      <aside
        className="filter-bar filter-bar-vertical filter-bar-collapsed"
        aria-label="Filters"
        data-test="filter-bar"
      >
        <button
          type="button"
          className="btn btn-icon"
          aria-label="Expand filters"
          onClick={() => setFilterBarOpen(true)}
        >
          »
        </button>
        <FilterConfigHost />
      </aside>
    );
  return (
    <aside className="filter-bar filter-bar-vertical" aria-label="Filters" data-test="filter-bar">
      <div className="filter-bar-header">
        <h2 className="filter-bar-title">Filters</h2>
        <BarSettings />
        <button
          type="button"
          className="btn btn-icon"
          aria-label="Collapse filters"
          onClick={() => setFilterBarOpen(false)}
        >
          «
        </button>
      </div>
      {editButton}
      <CrossFilterPills />
      {items.length ? null : <p className="filter-bar-empty">No filters are currently added to this dashboard.</p>}
      {items.map((item) => (
        <Item key={item.id} item={item} />
      ))}
      <Actions />
      <FilterSets />
      <FilterConfigHost />
    </aside>
  );
});

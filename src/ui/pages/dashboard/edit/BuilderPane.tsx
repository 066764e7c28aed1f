/**
 * The builder pane of edit mode (D1.09): 'Layout elements' to drag in new tabs, rows, columns, headers, markdown and
 * dividers (D5.02), and 'Charts', the saved-chart list to search, sort and drag charts from (D5.03–D5.07).
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { DragSource, OPTION_SEARCH_DEBOUNCE_MS, Select, TabSet } from '../../../kit';
import {
  SAVED_CHART_SORTS,
  fetchAllSavedCharts,
  fetchSavedCharts,
  savedChartsStore,
} from '../../../../state/savedCharts';
import type { SavedChart, SavedChartSort } from '../../../../state/savedCharts';
import { layoutDragEnded, layoutDragStarted } from './dragKinds';
import type { NewLayoutType } from './dragKinds';

/** The new components of 'Layout elements', in the order shown. */
export const LAYOUT_ELEMENTS: readonly { type: Exclude<NewLayoutType, 'CHART'>; label: string }[] = [
  { type: 'TABS', label: 'Tabs' },
  { type: 'ROW', label: 'Row' },
  { type: 'COLUMN', label: 'Column' },
  { type: 'HEADER', label: 'Header' },
  { type: 'MARKDOWN', label: 'Markdown' },
  { type: 'DIVIDER', label: 'Divider' },
];

function LayoutElements() {
  return (
    <ul className="dash-builder-list" aria-label="Layout elements">
      {LAYOUT_ELEMENTS.map((element) => (
        <li key={element.type}>
          <DragSource
            payload={{ kind: 'layout-new', value: { type: element.type } }}
            label={element.label}
            className="dash-builder-item"
            onDragStart={() => layoutDragStarted(element.type)}
            onDragEnd={layoutDragEnded}
          >
            {element.label}
          </DragSource>
        </li>
      ))}
    </ul>
  );
}

function SavedChartItem({ chart, added }: { chart: SavedChart; added: boolean }) {
  return (
    <li>
      <DragSource
        payload={{ kind: 'layout-new', value: { type: 'CHART', chartId: chart.id, sliceName: chart.slice_name } }}
        label={chart.slice_name}
        className={added ? 'dash-builder-item dash-builder-chart-added' : 'dash-builder-item'}
        onDragStart={() => layoutDragStarted('CHART')}
        onDragEnd={layoutDragEnded}
      >
        <span className="dash-builder-chart-name">{chart.slice_name}</span>
        <span className="dash-builder-chart-meta">
          {chart.viz_type}
          {chart.datasource_name_text ? ` · ${chart.datasource_name_text}` : ''}
          {chart.changed_on_delta_humanized ? ` · Modified ${chart.changed_on_delta_humanized}` : ''}
        </span>
        {added ? <span className="dash-builder-chart-tag">Added</span> : null}
      </DragSource>
    </li>
  );
}

function SavedCharts({ chartIdsInDashboard }: { chartIdsInDashboard: ReadonlySet<number> }) {
  const list = useSnapshot(savedChartsStore);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SavedChartSort>('changed_on');
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    void fetchAllSavedCharts();
  }, []);
  useEffect(() => {
    if (!asked) return undefined;
    const timer = setTimeout(() => void fetchSavedCharts(search, sort), OPTION_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [asked, search, sort]);

  return (
    <div className="dash-builder-charts">
      <input
        type="search"
        className="dash-builder-search"
        aria-label="Filter your charts"
        placeholder="Filter your charts"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setAsked(true);
        }}
      />
      <Select
        label="Sort by"
        clearable={false}
        options={SAVED_CHART_SORTS}
        value={sort}
        onChange={(value) => {
          if (value === null) return;
          setSort(value as SavedChartSort);
          setAsked(true);
        }}
      />
      {list.status === 'loading' && list.charts.length === 0 ? <div role="status">Loading...</div> : null}
      {list.status === 'failed' ? <div role="alert">{list.error}</div> : null}
      {list.status === 'loaded' && list.charts.length === 0 ? <div role="status">No charts</div> : null}
      <ul className="dash-builder-list" aria-label="Saved charts" aria-busy={list.status === 'loading'}>
        {list.charts.map((chart) => (
          <SavedChartItem key={chart.id} chart={chart} added={chartIdsInDashboard.has(chart.id)} />
        ))}
      </ul>
    </div>
  );
}

/** The builder pane beside the grid in edit mode. */
export function BuilderPane({ chartIdsInDashboard }: { chartIdsInDashboard: ReadonlySet<number> }) {
  return (
    <aside className="dash-builder-pane" aria-label="Dashboard builder" data-test="dashboard-builder-pane">
      <TabSet
        label="Dashboard builder"
        defaultSelectedKey="layout"
        tabs={[
          { id: 'layout', title: 'Layout elements', content: <LayoutElements /> },
          { id: 'charts', title: 'Charts', content: <SavedCharts chartIdsInDashboard={chartIdsInDashboard} /> },
        ]}
      />
    </aside>
  );
}

/**
 * A dashboard chart's filter indicators (D10.11): how many filters are applied to it, and which are incompatible
 * (its answer rejected them) or not set, listed in a popover that names each one and its value.
 */
import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import {
  filterIndicators,
  type ChartFilterReport,
  type DataMask,
  type FilterIndicator,
} from '../../../../core/filters';
import { dashboardStore } from '../../../../state/dashboard';
import { chartFilterContext, filtersStore } from '../../../../state/filters';
import { PopoverTrigger } from '../../../kit';
import { useChartState } from '../../chartState';

const STATUS_TEXT: Record<FilterIndicator['status'], string> = {
  applied: 'Applied filters',
  incompatible: 'Incompatible filters',
  unset: 'Unset filters',
};

const valueText = (value: FilterIndicator['value']): string =>
  Array.isArray(value) ? value.map((v) => (v === null ? '<NULL>' : String(v))).join(', ') : String(value ?? '');

/** The answer's applied and rejected filters, as the chart's first result reports them. */
function reportOf(response: unknown): ChartFilterReport | undefined {
  const first = Array.isArray(response) ? (response[0] as { meta?: ChartFilterReport } | undefined) : undefined;
  return first?.meta;
}

/** The chart's indicators under the applied filters (the layout and metadata decide the filters' scopes). */
function useIndicators(chartId: number, applied: unknown, response: unknown): FilterIndicator[] {
  const { layout, metadata } = useSnapshot(dashboardStore);
  return useMemo(() => {
    void layout;
    void metadata;
    return filterIndicators(chartId, chartFilterContext(applied as Record<string, DataMask>), reportOf(response));
  }, [chartId, applied, response, layout, metadata]);
}

/**
 * The applied filters, followed in a transition: a filter applied or a cross filter clicked re-renders every chart's
 * indicators, which React then does in the background, not in the click's own render (a store read by useSnapshot
 * re-renders its readers at once, in the click's task, before the charts' requests go out).
 */
function useAppliedInTransition(): Record<string, DataMask> {
  const [applied, setApplied] = useState(appliedNow);
  useEffect(() => {
    const follow = () => startTransition(() => setApplied(appliedNow()));
    // A change between the first render and this effect.
    follow();
    // The masks are replaced whole on every change (src/state/filters/masks.ts), as useChartFilters follows them too:
    // a change of the bar's pending values or focused filter wakes no cell.
    return subscribeKey(filtersStore, 'applied', follow);
  }, []);
  return applied;
}

const appliedNow = (): Record<string, DataMask> => snapshot(filtersStore).applied as Record<string, DataMask>;

/**
 * Memoised: a cell re-rendered for its own reasons (edit mode, resizing) does not recount its filters. The filters
 * are followed in a transition (useAppliedInTransition). The button is drawn again only when its counts change: a
 * cross filter moved to another value, or the chart's new answer, changes the list in the popover (read from the
 * stores while it is open), not the button of every chart in its scope.
 */
export const ChartFilterIndicators = memo(function ChartFilterIndicators({
  chartId,
  response,
}: {
  chartId: number;
  response: unknown;
}) {
  const indicators = useIndicators(chartId, useAppliedInTransition(), response);
  const count = (status: FilterIndicator['status']) => indicators.filter((i) => i.status === status).length;
  return <IndicatorButton chartId={chartId} appliedCount={count('applied')} incompatible={count('incompatible')} />;
});

/** The indicators' button, with their list in its popover. */
const IndicatorButton = memo(function IndicatorButton({
  chartId,
  appliedCount,
  incompatible,
}: {
  chartId: number;
  appliedCount: number;
  incompatible: number;
}) {
  if (!appliedCount && !incompatible) return null;
  const summary = `${appliedCount} applied filter${appliedCount === 1 ? '' : 's'}${incompatible ? `, ${incompatible} incompatible` : ''}`;
  return (
    <PopoverTrigger
      label={`Filters of chart ${chartId}`}
      trigger={`⧩ ${appliedCount}${incompatible ? ` !${incompatible}` : ''}`}
      triggerLabel={summary}
      className="btn btn-icon chart-filter-indicator"
    >
      <IndicatorList chartId={chartId} />
    </PopoverTrigger>
  );
});

/** The applied, incompatible and unset filters of the chart by name, followed while the popover is open. */
function IndicatorList({ chartId }: { chartId: number }) {
  const response = useChartState(chartId)?.queriesResponse;
  const indicators = useIndicators(chartId, useSnapshot(filtersStore).applied, response);
  return (
    <>
      {(['applied', 'incompatible', 'unset'] as const).map((status) => {
        const list = indicators.filter((i) => i.status === status);
        return list.length ? (
          <section key={status} aria-label={STATUS_TEXT[status]}>
            <h4>{STATUS_TEXT[status]}</h4>
            <ul>
              {list.map((i) => (
                <li key={i.id} data-test={`indicator-${status}`}>
                  {i.name}
                  {status === 'applied' ? `: ${valueText(i.value)}` : ''}
                </li>
              ))}
            </ul>
          </section>
        ) : null;
      })}
    </>
  );
}

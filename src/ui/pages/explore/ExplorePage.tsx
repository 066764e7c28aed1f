/**
 * The explore page once opened (X1.11): the header over three resizable panes (allotment) — the datasource panel, the
 * control panel, and the chart over the data pane. Each change of the form is kept under a form_data key and the address
 * updated, so a reload reopens the unsaved chart (X1.02).
 */
import { memo, useCallback, useEffect, useState } from 'react';
import { Allotment } from 'allotment';
import { subscribeKey } from 'valtio/utils';
import type { ChartPlugin, ChartRegistry } from '../../../core/chart-plugin';
import { addDangerToast, messageOf, navigate, routerStore } from '../../../state/app';
import { exploreState } from '../../../state/explore';
import { addressWithFormDataKey, persistFormData, renameChart } from '../../../state/explorepage';
import { useExploreValue } from '../../explore-controls';
import type { ChartDataSource } from '../dataSource';
import { ControlPanel } from './ControlPanel';
import { controlPanelIn, swapAndTell } from './controlPanels';
import { DataPane } from './DataPane';
import { DatasourcePanel } from './DatasourcePanel';
import { ExploreChart } from './ExploreChart';
import { ExploreHeader } from './ExploreHeader';
import { DATA_PANE_START_HEIGHT, EXPLORE_SIZES } from './layout';

/** How long the form rests before its unsaved state is written (typing does not write on every key). */
const PERSIST_DELAY_MS = 1000;

/** Keeps the form under its key a moment after it rests (and once on opening), outside React: no redraw per change. */
function useKeptFormData(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        persistFormData().then(
          (key) => {
            if (!key) return;
            const next = addressWithFormDataKey(routerStore.path, routerStore.search, key);
            if (next !== `${routerStore.path}${routerStore.search}`) navigate(next, { replace: true });
          },
          () => undefined,
        );
      }, PERSIST_DELAY_MS);
    };
    keep();
    const stop = subscribeKey(exploreState, 'form_data', keep);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);
}

/**
 * Memoised: the route draws again when the address changes, and the page's own rewrite of it (the form kept under a new
 * key, a second after opening) must not draw every pane and control again.
 */
export const ExplorePage = memo(function ExplorePage({
  dataSource,
  registry,
}: {
  dataSource: ChartDataSource;
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
}) {
  // The page reads only what lays it out; each pane reads its own part of the store (useExploreValue, useSnapshot).
  const [name, setName] = useState(() => exploreState.slice?.slice_name ?? '');
  const vizType = useExploreValue((s) => s.form_data.viz_type);
  const panel = controlPanelIn(registry, vizType);
  const dataset = useExploreValue((s) => s.datasource);
  const sliceId = useExploreValue((s) => s.slice?.slice_id ?? null);
  const hideTitle = useExploreValue((s) => s.uiConfig.hideTitle);
  const hideChartControls = useExploreValue((s) => s.uiConfig.hideChartControls);
  useKeptFormData();
  const swap = useCallback((datasetId: number) => void swapAndTell(registry, datasetId), [registry]);
  const rename = (next: string): void => {
    const before = name;
    setName(next);
    renameChart(next).catch((error: unknown) => {
      setName(before);
      addDangerToast(messageOf(error));
    });
  };
  if (!dataset) return null;
  return (
    <div
      className="explore-page"
      data-test="explore-page"
      style={{ gridTemplateRows: hideTitle ? '1fr' : `${EXPLORE_SIZES.headerHeight}px 1fr` }}
    >
      {hideTitle ? null : <ExploreHeader registry={registry} name={name} onRename={rename} />}
      <div className="explore-panes">
        <Allotment defaultSizes={[EXPLORE_SIZES.datasourceWidth, EXPLORE_SIZES.controlPanelWidth, 1000]}>
          <Allotment.Pane minSize={160} preferredSize={EXPLORE_SIZES.datasourceWidth} visible={!hideChartControls}>
            <DatasourcePanel dataset={dataset} sliceId={sliceId} onSwap={swap} />
          </Allotment.Pane>
          <Allotment.Pane minSize={240} preferredSize={EXPLORE_SIZES.controlPanelWidth} visible={!hideChartControls}>
            <ControlPanel panel={panel} registry={registry} />
          </Allotment.Pane>
          <Allotment.Pane minSize={EXPLORE_SIZES.chartMinWidth}>
            <Allotment vertical>
              <Allotment.Pane minSize={EXPLORE_SIZES.chartMinHeight}>
                <ExploreChart dataSource={dataSource} registry={registry} />
              </Allotment.Pane>
              <Allotment.Pane minSize={EXPLORE_SIZES.dataPaneCollapsedHeight} preferredSize={DATA_PANE_START_HEIGHT}>
                <DataPane />
              </Allotment.Pane>
            </Allotment>
          </Allotment.Pane>
        </Allotment>
      </div>
    </div>
  );
});

/** The explore route: opens explore on what the address names, then shows the page or why it cannot. */
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import 'allotment/dist/style.css';
import './explore.css';
import { exploreUrlParams } from '../../../core/explore';
import { routerStore } from '../../../state/app';
import {
  MISSING_DATASET,
  MISSING_URL_PARAMETERS,
  explorePageState,
  openExplore,
  openingKey,
} from '../../../state/explorepage';
import type { RouteProps } from '../../routes';
import { usePlaneSources } from '../pageSetup';
import { controlPanelIn, swapAndTell } from './controlPanels';
import { ExplorePage } from './ExplorePage';
import { SwapDatasetDialog } from './SwapDatasetDialog';

function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="explore-empty" role="alert" data-test="explore-empty">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

/** The explore page. */
export default function ExploreRoute({ search }: RouteProps) {
  const router = useSnapshot(routerStore);
  const { dataSource, registry } = usePlaneSources(search);
  const params = useMemo(() => exploreUrlParams(router.path, router.search), [router.path, router.search]);
  const page = useSnapshot(explorePageState);
  const [swapping, setSwapping] = useState(false);
  // A new address opens explore again, except the page's own rewrite of it after keeping the form under a key.
  const opening = openingKey(params, page);
  useEffect(() => {
    const controlPanelOf = (vizType: string) => controlPanelIn(registry, vizType);
    void openExplore(exploreUrlParams(routerStore.path, routerStore.search), { controlPanelOf, openedFor: opening });
  }, [opening, registry]);

  if (page.status === 'missing-params') {
    return (
      <EmptyState title={MISSING_URL_PARAMETERS}>
        The address names no chart (slice_id) and no dataset (dataset_id or datasource_id and datasource_type).
      </EmptyState>
    );
  }
  if (page.status === 'missing-dataset') {
    return (
      <EmptyState title={MISSING_DATASET}>
        <p>The dataset linked to this chart may have been deleted.</p>
        <button type="button" className="btn btn-primary" onClick={() => setSwapping(true)}>
          Swap dataset
        </button>
        <SwapDatasetDialog
          open={swapping}
          onClose={() => setSwapping(false)}
          sliceId={params.sliceId}
          onSwap={(datasetId) => void swapAndTell(registry, datasetId)}
        />
      </EmptyState>
    );
  }
  if (page.status === 'error') return <EmptyState title="This chart cannot be opened">{page.error}</EmptyState>;
  if (page.status !== 'ready')
    return (
      <p className="page muted" role="status">
        Loading...
      </p>
    );
  return <ExplorePage dataSource={dataSource} registry={registry} />;
}

/**
 * '+ Chart' (the chart list's /chart/add, as Superset's chart creation page): choose a dataset, choose a chart type in
 * the visualization gallery, then 'Create new chart' opens explore on that dataset with that type. Only for users who
 * may write charts.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { defaultRegistry } from '../../charts';
import { newChartUrl } from '../../core/explore';
import { datasetChoices, fetchListInfo, listStore, navigate } from '../../state/app';
import { useGalleryEntries, VizTypeGallery } from '../explore-viz';
import { Select } from '../kit';
import type { RouteProps } from '../routes';

/** Why 'Create new chart' waits (Superset's words). */
export const CHOOSE_BOTH = 'Please select both a Dataset and a Chart type to proceed';
/** Said to a user who may not write charts. */
export const MAY_NOT_CREATE = 'You do not have permission to create charts.';

export function AddChartPage(_props: RouteProps) {
  const [dataset, setDataset] = useState<number | null>(null);
  const [vizType, setVizType] = useState<string | null>(null);
  const { entries } = useGalleryEntries(defaultRegistry());
  const { permissions } = useSnapshot(listStore('chart'));
  useEffect(() => void fetchListInfo('chart'), []);
  // Until the permissions arrive the page is offered; the list's button is hidden from users who may not write.
  const refused = permissions.length > 0 && !permissions.includes('can_write');
  const open = (id: number | null, type: string | null): void => {
    if (id !== null && type !== null && !refused) navigate(newChartUrl(id, type));
  };
  const ready = dataset !== null && vizType !== null && !refused;
  return (
    <section className="page chart-add-page" data-test="chart-add-page">
      <div className="page-header">
        <h1>Create a new chart</h1>
      </div>
      {refused ? <p role="alert">{MAY_NOT_CREATE}</p> : null}
      <h2>Choose a dataset</h2>
      <Select
        label="Choose a dataset"
        hideLabel
        placeholder="Choose a dataset"
        value={dataset}
        loadOptions={(search) => datasetChoices(search)}
        onChange={(v) => setDataset(v === null ? null : Number(v))}
        test="chart-add-dataset"
      />
      <h2>Choose chart type</h2>
      <VizTypeGallery
        entries={entries}
        selected={vizType}
        onSelect={setVizType}
        onChoose={(type) => {
          setVizType(type);
          open(dataset, type);
        }}
      />
      <div className="chart-add-footer">
        {ready || refused ? null : <span className="chart-add-hint">{CHOOSE_BOTH}</span>}
        <button
          type="button"
          className="btn btn-primary"
          disabled={!ready}
          onClick={() => open(dataset, vizType)}
          data-test="chart-add-create"
        >
          Create new chart
        </button>
      </div>
    </section>
  );
}

export default AddChartPage;

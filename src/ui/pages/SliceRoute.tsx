/** /superset/slice/{id}/: one saved chart, read-only. */
import { SlicePage } from './SlicePage';
import type { RouteProps } from '../routes';
import { usePlaneSources } from './pageSetup';

function PlaneSlice({ sliceId, search }: { sliceId: number; search: URLSearchParams }) {
  const { dataSource, registry } = usePlaneSources(search);
  return (
    <div data-test="slice-page">
      <SlicePage sliceId={sliceId} dataSource={dataSource} registry={registry} />
    </div>
  );
}

function SliceOrMessage({ id, search }: { id: string | null | undefined; search: URLSearchParams }) {
  const sliceId = Number(id);
  if (!id || !Number.isInteger(sliceId) || sliceId <= 0) {
    return (
      <p className="page muted" role="alert">
        No chart to show: the address names no saved chart.
      </p>
    );
  }
  return <PlaneSlice key={sliceId} sliceId={sliceId} search={search} />;
}

/** The slice page. */
export default function SliceRoute({ params, search }: RouteProps) {
  return <SliceOrMessage id={params.id} search={search} />;
}

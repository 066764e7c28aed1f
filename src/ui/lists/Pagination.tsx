import { useSnapshot } from 'valtio';
import { listStore, setListPage, type ResourceName } from '../../state/app';

/** Page buttons and the range of rows shown. */
export function Pagination({ resource }: { resource: ResourceName }) {
  const { page, pageSize, count, items } = useSnapshot(listStore(resource));
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const first = count === 0 ? 0 : page * pageSize + 1;
  const last = page * pageSize + items.length;
  return (
    <div className="pagination" data-test="pagination">
      <span className="muted" data-test="pagination-range">
        {first}-{last} of {count}
      </span>
      <button
        type="button"
        className="btn"
        disabled={page === 0}
        onClick={() => void setListPage(resource, page - 1)}
        data-test="pagination-prev"
      >
        ‹ Prev
      </button>
      <span data-test="pagination-page">
        Page {page + 1} of {pages}
      </span>
      <button
        type="button"
        className="btn"
        disabled={page + 1 >= pages}
        onClick={() => void setListPage(resource, page + 1)}
        data-test="pagination-next"
      >
        Next ›
      </button>
    </div>
  );
}

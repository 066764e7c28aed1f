/**
 * 'Swap dataset' (X3.01–X3.07, X1.04 from 'Missing dataset' or the datasource control): a server-paginated, sortable
 * table of datasets searched by name; picking one asks to confirm, then the chart is carried over (see swapDataset).
 */
import { useEffect, useRef, useState } from 'react';
import { listSwapDatasets, type SwapDatasetRow } from '../../../state/explorepage';
import { messageOf } from '../../../state/app';
import { ModalDialog, OwnerAvatars, cancelAction } from '../../kit';

/** X3.05: the dialog's height, and its width on the confirm step. */
export const SWAP_SIZES = { height: 540, confirmWidth: 432 } as const;
/** X3.02: the search box takes focus this long after the dialog opens (after its opening animation). */
export const SWAP_SEARCH_FOCUS_MS = 200;
/** Rows a page of the dataset table shows. */
export const SWAP_PAGE_SIZE = 20;

const WARNING_TABLE =
  'Warning! Changing the dataset may break the chart if the chart relies on columns or metadata that does not exist in the target dataset';
const WARNING_CONFIRM = 'Warning! Changing the dataset may break the chart if the metadata does not exist.';

function useDatasetPage(open: boolean, search: string, page: number, desc: boolean) {
  const [state, setState] = useState<{ rows: SwapDatasetRow[]; count: number; error: string | null }>({
    rows: [],
    count: 0,
    error: null,
  });
  const asked = useRef(0);
  useEffect(() => {
    if (!open) return;
    const ask = ++asked.current;
    listSwapDatasets({ search, page, pageSize: SWAP_PAGE_SIZE, orderColumn: 'table_name', desc }).then(
      (answer) => ask === asked.current && setState({ ...answer, error: null }),
      (error: unknown) => ask === asked.current && setState({ rows: [], count: 0, error: messageOf(error) }),
    );
  }, [open, search, page, desc]);
  return state;
}

export function SwapDatasetDialog({
  open,
  onClose,
  sliceId,
  onSwap,
}: {
  open: boolean;
  onClose: () => void;
  sliceId: number | null;
  /** Moves the chart to the dataset chosen. */
  onSwap: (datasetId: number) => void;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [desc, setDesc] = useState(false);
  const [chosen, setChosen] = useState<SwapDatasetRow | null>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const { rows, count, error } = useDatasetPage(open, search, page, desc);
  useEffect(() => {
    if (!open || chosen) return;
    const timer = setTimeout(() => searchBox.current?.focus(), SWAP_SEARCH_FOCUS_MS);
    return () => clearTimeout(timer);
  }, [open, chosen]);
  const close = (): void => {
    setChosen(null);
    onClose();
  };
  if (chosen)
    return (
      <ModalDialog
        title="Swap dataset"
        open={open}
        onClose={close}
        test="swap-dataset-modal"
        maxWidth={SWAP_SIZES.confirmWidth}
        actions={[
          cancelAction(() => setChosen(null)),
          {
            label: 'Proceed',
            variant: 'primary',
            test: 'swap-dataset-proceed',
            onPress: () => {
              close();
              onSwap(chosen.id);
            },
          },
        ]}
      >
        <p>{WARNING_CONFIRM}</p>
        <p className="muted">{`The chart moves to ${chosen.table_name}.`}</p>
      </ModalDialog>
    );
  const last = Math.max(0, Math.ceil(count / SWAP_PAGE_SIZE) - 1);
  return (
    <ModalDialog title="Swap dataset" open={open} onClose={close} test="swap-dataset-modal" wide>
      <div className="swap-dataset" style={{ height: SWAP_SIZES.height }}>
        <p className="swap-dataset-warning">{WARNING_TABLE}</p>
        {sliceId !== null ? (
          <p className="muted">The saved chart keeps its dataset until it is saved again from the new one.</p>
        ) : null}
        <input
          ref={searchBox}
          type="search"
          className="swap-dataset-search"
          placeholder="Search / Filter"
          aria-label="Search / Filter"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
        {error ? <p role="alert">{error}</p> : null}
        <table className="swap-dataset-table" aria-label="Datasets" aria-rowcount={count}>
          <thead>
            <tr>
              <th aria-sort={desc ? 'descending' : 'ascending'}>
                <button type="button" className="btn btn-link" onClick={() => setDesc(!desc)}>
                  Name {desc ? '▼' : '▲'}
                </button>
              </th>
              <th>Type</th>
              <th>Schema</th>
              <th>Connection</th>
              <th>Owners</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <button type="button" className="btn btn-link" onClick={() => setChosen(row)}>
                    {row.table_name}
                  </button>
                </td>
                <td>{row.kind}</td>
                <td>{row.schema ?? ''}</td>
                <td>{row.database_name}</td>
                <td>
                  <OwnerAvatars owners={row.owners} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="swap-dataset-pages">
          <button type="button" className="btn" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous page
          </button>
          <span>
            {count
              ? `${page * SWAP_PAGE_SIZE + 1}-${Math.min(count, (page + 1) * SWAP_PAGE_SIZE)} of ${count}`
              : 'No datasets'}
          </span>
          <button type="button" className="btn" disabled={page >= last} onClick={() => setPage(page + 1)}>
            Next page
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

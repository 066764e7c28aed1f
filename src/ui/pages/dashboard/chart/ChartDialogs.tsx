/** The chart menu's dialogs (D3.17): the chart's query (result_type query) and its results as a table. */
import type { ChartResult } from '../../../../core/chart-plugin';
import { ModalDialog } from '../../../kit';
import { cellText, rowCountText, tableColumns } from '../../explore/dataTable';

/** What a dialog shows: loading, the answer, or the failure's message. */
export type ChartDialog = { kind: 'query' | 'table'; title: string } & (
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'done'; query: string }
  | { status: 'done'; results: ChartResult[] }
);

/** Rows drawn in the table dialog; the row count says how many there are. */
export const TABLE_DIALOG_ROWS = 1000;

function ResultTable({ result }: { result: ChartResult }) {
  const columns = tableColumns(result);
  const rows = Array.from({ length: Math.min(result.records, TABLE_DIALOG_ROWS) }, (_, i) => i);
  return (
    <>
      <p>{rowCountText(result.records)}</p>
      <div style={{ maxHeight: '60vh', overflow: 'auto' }}>
        <table className="table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.name}>{c.name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                {columns.map((c) => (
                  <td key={c.name}>{cellText(result.column(c.name)?.get(row), c.temporal, false)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function DialogBody({ dialog }: { dialog: ChartDialog }) {
  if (dialog.status === 'loading') return <p role="status">Loading...</p>;
  if (dialog.status === 'failed') return <p role="alert">{dialog.error}</p>;
  if ('query' in dialog) return <pre data-test="chart-query">{dialog.query}</pre>;
  if (!('results' in dialog)) return null;
  return (
    <>
      {dialog.results.map((result, i) => (
        <ResultTable key={i} result={result} />
      ))}
    </>
  );
}

export function ChartDialogView({ dialog, onClose }: { dialog: ChartDialog; onClose: () => void }) {
  return (
    <ModalDialog
      open
      title={dialog.kind === 'query' ? `Query of ${dialog.title}` : `Data of ${dialog.title}`}
      onClose={onClose}
      test={dialog.kind === 'query' ? 'chart-query-modal' : 'chart-table-modal'}
      wide
      actions={[{ label: 'Close', onPress: onClose }]}
    >
      <DialogBody dialog={dialog} />
    </ModalDialog>
  );
}

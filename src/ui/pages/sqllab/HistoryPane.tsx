/** SQL Lab's 'Query history' pane: the user's latest queries (GET /api/v1/query/), each opened again in a new tab. */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { addDangerToast, serverMessageOr } from '../../../state/app';
import { loadHistory, openTab, sqlLabState } from '../../../state/sqllab';

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function HistoryPane({ refreshKey }: { refreshKey: string }) {
  const snap = useSnapshot(sqlLabState);
  useEffect(() => {
    loadHistory().catch((error: unknown) =>
      addDangerToast(serverMessageOr(error, () => 'The query history could not be read')),
    );
  }, [refreshKey]);
  if (!snap.history.length) return <p className="muted">No query history yet</p>;
  return (
    <table className="table sqllab-history" aria-label="Query history">
      <thead>
        <tr>
          <th>State</th>
          <th>Started</th>
          <th>Rows</th>
          <th>SQL</th>
          <th>
            <span className="kit-visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {snap.history.map((q, i) => {
          const started = typeof q.start_time === 'number' ? new Date(q.start_time).toISOString() : text(q.start_time);
          const database = q.database as { id?: unknown } | undefined;
          return (
            <tr key={text(q.id) || i}>
              <td>{text(q.status)}</td>
              <td>{started}</td>
              <td>{text(q.rows)}</td>
              <td>
                <code>{text(q.sql)}</code>
              </td>
              <td>
                <button
                  type="button"
                  className="btn"
                  onClick={() =>
                    void openTab({
                      sql: text(q.sql),
                      ...(typeof database?.id === 'number' ? { dbId: database.id } : {}),
                    })
                  }
                >
                  Open in new tab
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * SQL Lab (D1.18) at /sqllab/ and /superset/sqllab/: the user's query tabs kept on the server, the database browser,
 * the editor and the results. Opened on a dataset by a form post (D1.19) or the address (see addressOf); a user
 * without SQL Lab access is told so.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { orderedTabs, sqlLabNewQuery, sqlLabOpening, type QueryEditor } from '../../../core/sqllab';
import {
  activateTab,
  closeTab,
  openSqlLab,
  openTab,
  reorderTab,
  sqlLabState,
  type SqlLabAddress,
} from '../../../state/sqllab';
import { ActionMenu, SplitPanes, TabSet } from '../../kit';
import type { RouteProps } from '../../routes';
import { TableBrowser } from './TableBrowser';
import { TabWorkspace } from './TabWorkspace';
import './sqllab.css';

/**
 * What the page was opened with: a form post's key (the server answers a form post to /sqllab/ with a redirect to
 * /sqllab/?form_data_key=...), a saved query, a dataset and its SQL (?datasourceKey=&sql=), or a new query
 * (?dbid=&schema=&sql=).
 */
export function addressOf(search: URLSearchParams): Required<SqlLabAddress> {
  const saved = Number(search.get('savedQueryId'));
  return {
    formDataKey: search.get('form_data_key') || null,
    savedQueryId: Number.isInteger(saved) && saved > 0 ? saved : null,
    opening: sqlLabOpening(Object.fromEntries(search.entries())),
    newQuery: sqlLabNewQuery(search),
  };
}

/** The open tab's menu: new, close, and move left or right (reorder by keyboard as by menu). */
function tabActions(tabs: readonly QueryEditor[], active: number) {
  const at = tabs.findIndex((t) => t.id === active);
  return [
    { id: 'new', label: 'New tab', onAction: () => void openTab() },
    { id: 'close', label: 'Close tab', onAction: () => void closeTab(active) },
    { id: 'left', label: 'Move tab left', disabled: at <= 0, onAction: () => void reorderTab(active, at - 1) },
    {
      id: 'right',
      label: 'Move tab right',
      disabled: at >= tabs.length - 1,
      onAction: () => void reorderTab(active, at + 1),
    },
  ];
}

let mounts = 0;

export default function SqlLabPage({ search }: RouteProps) {
  const snap = useSnapshot(sqlLabState);
  // Each mount opens afresh: the store's state of an earlier visit is never shown as this one's.
  const [mount] = useState(() => (mounts += 1));
  const query = search.toString();
  const key = `${mount}?${query}`;
  useEffect(() => {
    void openSqlLab(addressOf(new URLSearchParams(query)), key);
  }, [key, query]);
  if (snap.openedFor !== key) return <p role="status">Loading...</p>;
  if (snap.status === 'denied')
    return (
      <section className="page" data-test="sqllab-denied">
        <h1>SQL Lab</h1>
        <p role="alert">You do not have access to SQL Lab. Ask an admin for the sql_lab role.</p>
      </section>
    );
  if (snap.status === 'error')
    return (
      <section className="page">
        <h1>SQL Lab</h1>
        <p role="alert">{snap.error}</p>
      </section>
    );
  if (snap.status !== 'ready' || snap.activeTabId === null) return <p role="status">Loading...</p>;
  const tabs = orderedTabs(snap.tabs as QueryEditor[]);
  const active = snap.activeTabId;
  return (
    <section className="page sqllab-page" data-test="sqllab-page">
      <h1 className="kit-visually-hidden">SQL Lab</h1>
      {snap.error ? (
        <p role="alert" className="sqllab-banner">
          {snap.error}
        </p>
      ) : null}
      <SplitPanes
        label="SQL Lab"
        panes={[
          {
            id: 'browser',
            label: 'Resize database browser',
            content: <TableBrowser tabId={active} />,
            preferredSize: 280,
            minSize: 200,
          },
          {
            id: 'tabs',
            label: 'Resize query tabs',
            preferredSize: 900,
            minSize: 400,
            content: (
              <div className="sqllab-tabs">
                <div className="sqllab-tabs-actions">
                  <button type="button" className="btn" onClick={() => void openTab()} aria-label="New query tab">
                    +
                  </button>
                  <ActionMenu label="Tab actions" items={tabActions(tabs, active)} test="sqllab-tab-menu" />
                </div>
                <TabSet
                  label="Query tabs"
                  selectedKey={String(active)}
                  onSelectionChange={(id) => void activateTab(Number(id))}
                  tabs={tabs.map((t) => ({ id: String(t.id), title: t.label, content: <TabWorkspace tabId={t.id} /> }))}
                />
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}

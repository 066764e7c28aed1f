/**
 * SQL Lab's left pane: the tab's database and schema, and the schema's tables; a table opens to its columns with
 * their types, a data preview, and a 'SELECT *' helper that puts the table's query in the editor.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { selectStarSql, type QueryEditor } from '../../../core/sqllab';
import { addDangerToast, serverMessageOr } from '../../../state/app';
import {
  loadSchemas,
  loadTableMetadata,
  loadTables,
  replaceSql,
  runQuery,
  sqlLabState,
  tablesKey,
  updateTab,
  type BrowsedTable,
} from '../../../state/sqllab';
import { Select } from '../../kit';

const failed = (what: string) => (error: unknown) =>
  void addDangerToast(serverMessageOr(error, () => `${what}: the server could not be reached`));

function TableEntry({ tab, table }: { tab: QueryEditor; table: BrowsedTable }) {
  const [open, setOpen] = useState(false);
  const schema = tab.schema ?? '';
  const toggle = () => {
    setOpen(!open);
    if (!open && !table.columns && tab.dbId !== null)
      loadTableMetadata(tab.dbId, schema, table.name).catch(failed('The table could not be read'));
  };
  const selectStar = () =>
    table.selectStar ??
    selectStarSql(
      table.name,
      tab.schema,
      (table.columns ?? []).map((c) => c.name),
    );
  return (
    <li className="sqllab-table">
      <button type="button" className="link-button" aria-expanded={open} onClick={toggle}>
        {table.name}
      </button>
      {open ? (
        <div className="sqllab-table-detail">
          <div className="sqllab-table-actions">
            <button type="button" className="btn" onClick={() => void replaceSql(tab.id, selectStar())}>
              SELECT *
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => void runQuery(tab.id, selectStarSql(table.name, tab.schema))}
            >
              Preview data
            </button>
          </div>
          {table.columns ? (
            <ul className="sqllab-columns" aria-label={`Columns of ${table.name}`}>
              {table.columns.map((c) => (
                <li key={c.name}>
                  <span>{c.name}</span> <span className="muted">{c.type ?? ''}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p role="status">Loading...</p>
          )}
        </div>
      ) : null}
    </li>
  );
}

export function TableBrowser({ tabId }: { tabId: number }) {
  const snap = useSnapshot(sqlLabState);
  const tab = snap.tabs.find((t) => t.id === tabId) as QueryEditor | undefined;
  const [search, setSearch] = useState('');
  const dbId = tab?.dbId ?? null;
  const schema = tab?.schema ?? null;
  useEffect(() => {
    if (dbId !== null) loadSchemas(dbId).catch(failed('The schemas could not be read'));
  }, [dbId]);
  useEffect(() => {
    if (dbId !== null && schema) loadTables(dbId, schema).catch(failed('The tables could not be read'));
  }, [dbId, schema]);
  if (!tab) return null;
  const tables = (dbId !== null && schema ? snap.tables[tablesKey(dbId, schema)] : undefined) ?? [];
  const shown = tables.filter((t) => t.name.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <aside className="sqllab-browser" aria-label="Database browser">
      <Select
        label="Database"
        value={dbId}
        options={snap.databases.map((d) => ({ value: d.id, label: d.database_name }))}
        onChange={(v) =>
          void updateTab(tab.id, { dbId: v === null ? null : Number(v), schema: null }).catch(
            failed('The tab could not be saved'),
          )
        }
        test="sqllab-database"
      />
      <Select
        label="Schema"
        value={schema}
        options={(dbId !== null ? (snap.schemas[String(dbId)] ?? []) : []).map((s) => ({ value: s, label: s }))}
        onChange={(v) =>
          void updateTab(tab.id, { schema: v === null ? null : String(v) }).catch(failed('The tab could not be saved'))
        }
        clearable
        test="sqllab-schema"
      />
      <input
        type="search"
        aria-label="Search tables"
        placeholder="Search tables"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul className="sqllab-tables" aria-label="Tables">
        {shown.map((t) => (
          <TableEntry key={t.name} tab={tab} table={t as BrowsedTable} />
        ))}
      </ul>
      {schema && !tables.length ? <p className="muted">No tables</p> : null}
    </aside>
  );
}

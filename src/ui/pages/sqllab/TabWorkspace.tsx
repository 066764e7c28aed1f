/** One query tab: its toolbar (name, row limit, Run / Stop, Format SQL, Save), the editor, and its results and history. */
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  ROW_LIMITS,
  completionIndex,
  editorDialect,
  type CompletionIndex,
  type QueryEditor,
} from '../../../core/sqllab';
import { addDangerToast, messageOf, serverMessageOr } from '../../../state/app';
import {
  currentSql,
  editSql,
  formatSql,
  renameTab,
  runQuery,
  sqlLabState,
  stopQuery,
  tablesKey,
  updateTab,
  type TabResults,
} from '../../../state/sqllab';
import { EditableTitle, Select, SplitPanes, TabSet } from '../../kit';
import { HistoryPane } from './HistoryPane';
import { ResultsGrid } from './ResultsGrid';
import { SaveDatasetModal } from './SaveDatasetModal';
import { SaveQueryModal } from './SaveQueryModal';
import { SqlEditor } from './SqlEditor';

const failed = (error: unknown) => void addDangerToast(serverMessageOr(error, () => messageOf(error)));

/** The autocomplete words of the tab's database: its schemas, the schema's tables, the columns of tables opened. */
function useCompletions(tab: QueryEditor): () => CompletionIndex {
  const snap = useSnapshot(sqlLabState);
  const schemas = tab.dbId === null ? undefined : snap.schemas[String(tab.dbId)];
  const tables = tab.dbId === null || !tab.schema ? undefined : snap.tables[tablesKey(tab.dbId, tab.schema)];
  const index = useMemo(
    () =>
      completionIndex({
        schemas: schemas ?? [],
        tables: (tables ?? []).map((t) => t.name),
        columns: (tables ?? []).flatMap((t) => (t.columns ?? []).map((c) => ({ table: t.name, ...c }))),
      }),
    [schemas, tables],
  );
  return () => index;
}

function ResultsBody({ results, onExplore }: { results: TabResults | undefined; onExplore: () => void }) {
  if (!results) return <p className="muted">Run a query to see its results here.</p>;
  if (results.status === 'running' || results.status === 'pending')
    return <p role="status">{results.status === 'pending' ? 'Query pending...' : 'Running...'}</p>;
  if (results.status === 'failed' || results.status === 'stopped')
    return (
      <div role="alert" className="sqllab-error" data-test="sqllab-error">
        <p>{results.error}</p>
        {results.errorLine !== null ? <p>Line {results.errorLine}</p> : null}
      </div>
    );
  return <ResultsGrid key={results.clientId} results={results} onExplore={onExplore} />;
}

export function TabWorkspace({ tabId }: { tabId: number }) {
  const snap = useSnapshot(sqlLabState);
  const tab = snap.tabs.find((t) => t.id === tabId) as QueryEditor | undefined;
  const [dialog, setDialog] = useState<'query' | 'dataset' | null>(null);
  const [pane, setPane] = useState('results');
  const completions = useCompletions(tab ?? ({ dbId: null, schema: null } as QueryEditor));
  if (!tab) return null;
  const results = snap.results[String(tabId)] as TabResults | undefined;
  const running = results?.status === 'running' || results?.status === 'pending';
  const backend = snap.databases.find((d) => d.id === tab.dbId)?.backend ?? null;
  const dialect = editorDialect(backend);
  const run = (sql?: string) => void runQuery(tabId, sql);
  const editor = (
    <div className="sqllab-editor-pane">
      <div className="sqllab-toolbar" role="toolbar" aria-label="Query actions">
        <EditableTitle
          label="Tab name"
          value={tab.label}
          defaultLabel="Untitled Query"
          onChange={(label) => void renameTab(tabId, label)}
          maxLength={256}
        />
        <Select
          label="Row limit"
          value={tab.queryLimit}
          options={ROW_LIMITS.map((n) => ({ value: n, label: n.toLocaleString('en-US') }))}
          onChange={(v) => void updateTab(tabId, { queryLimit: Number(v ?? ROW_LIMITS[0]) }).catch(failed)}
          test="sqllab-row-limit"
        />
        {running ? (
          <button type="button" className="btn btn-danger" onClick={() => void stopQuery(tabId)}>
            Stop
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => run()}
            disabled={tab.dbId === null}
            title="Run the query (Ctrl/Cmd+Enter runs the selection or the statement under the cursor)"
          >
            Run
          </button>
        )}
        <button type="button" className="btn" onClick={() => void formatSql(tabId).catch(failed)}>
          Format SQL
        </button>
        <button type="button" className="btn" onClick={() => setDialog('query')}>
          Save
        </button>
      </div>
      <SqlEditor
        key={`${tabId}:${dialect}`}
        sql={currentSql(tabId)}
        version={snap.sqlVersion[String(tabId)] ?? 0}
        dialect={dialect}
        completions={completions}
        onChange={(read) => editSql(tabId, read)}
        onRun={run}
      />
    </div>
  );
  const bottom = (
    <TabSet
      label="Results and history"
      selectedKey={pane}
      onSelectionChange={setPane}
      tabs={[
        {
          id: 'results',
          title: 'Results',
          content: <ResultsBody results={results} onExplore={() => setDialog('dataset')} />,
        },
        { id: 'history', title: 'Query history', content: <HistoryPane refreshKey={results?.clientId ?? ''} /> },
      ]}
    />
  );
  return (
    <div className="sqllab-workspace">
      <SplitPanes
        label="Editor and results"
        vertical
        panes={[
          { id: 'editor', label: 'Resize editor', content: editor, preferredSize: 320, minSize: 120 },
          { id: 'results', label: 'Resize results', content: bottom, preferredSize: 360, minSize: 120 },
        ]}
      />
      {dialog === 'query' ? <SaveQueryModal tabId={tabId} label={tab.label} onClose={() => setDialog(null)} /> : null}
      {dialog === 'dataset' && tab.dbId !== null ? (
        <SaveDatasetModal
          source={{
            sql: results?.sql || currentSql(tabId),
            dbId: tab.dbId,
            schema: tab.schema,
            templateParams: tab.templateParams,
          }}
          defaultName={`${tab.label} ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

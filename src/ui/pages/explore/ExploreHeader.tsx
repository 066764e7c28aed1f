/** The chart header (X1.13): editable title, favourite star, View query, Download CSV (can_download), Share, Save. */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ChartPlugin, ChartRegistry } from '../../../core/chart-plugin';
import { addDangerToast, addSuccessToast, messageOf } from '../../../state/app';
import { exploreState } from '../../../state/explore';
import { downloadCsv, shareExplore, toggleExploreStar, viewQuery } from '../../../state/explorepage';
import { ActionMenu, EditableTitle, ModalDialog, cancelAction, type MenuAction } from '../../kit';
import { SaveModal } from './SaveModal';

export function ExploreHeader({
  registry,
  name,
  onRename,
}: {
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
  name: string;
  onRename: (name: string) => void;
}) {
  const explore = useSnapshot(exploreState);
  const [query, setQuery] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queryContext = () => registry.get(exploreState.form_data.viz_type)?.buildQuery(exploreState.form_data);
  const act = (work: () => Promise<void>) => () => void work().catch((e: unknown) => addDangerToast(messageOf(e)));
  const items: MenuAction[] = [
    {
      id: 'view-query',
      label: 'View query',
      onAction: act(async () => {
        const qc = queryContext();
        if (qc) setQuery(await viewQuery(qc));
      }),
    },
    ...(explore.can_download
      ? [
          {
            id: 'csv',
            label: 'Download CSV',
            onAction: act(async () => {
              const qc = queryContext();
              if (qc) await downloadCsv(qc, name);
            }),
          },
        ]
      : []),
    {
      id: 'share',
      label: 'Share',
      onAction: act(async () => {
        const url = await shareExplore();
        await navigator.clipboard?.writeText(url).catch(() => undefined);
        addSuccessToast(`Copied to clipboard: ${url}`);
      }),
    },
  ];
  return (
    <header className="explore-header" data-test="explore-header">
      <EditableTitle
        label="Chart name"
        value={name}
        defaultLabel="[ untitled ]"
        onChange={onRename}
        test="editable-title"
      />
      {explore.slice ? (
        <button
          type="button"
          className="explore-star"
          aria-pressed={explore.isStarred}
          aria-label={explore.isStarred ? 'Unstar' : 'Star'}
          onClick={act(toggleExploreStar)}
          data-test="fave-unfave-icon"
        >
          {explore.isStarred ? '★' : '☆'}
        </button>
      ) : null}
      <span className="explore-header-spacer" />
      <button
        type="button"
        className="btn btn-primary"
        disabled={!explore.can_add && !explore.can_overwrite}
        onClick={() => setSaving(true)}
        data-test="query-save-button"
      >
        Save
      </button>
      <ActionMenu label="Chart actions" items={items} test="explore-actions" />
      {saving ? <SaveModal open initialName={name} onClose={() => setSaving(false)} /> : null}
      <ModalDialog
        title="View query"
        open={query !== null}
        onClose={() => setQuery(null)}
        actions={[cancelAction(() => setQuery(null), { label: 'Close' })]}
        test="view-query-modal"
        wide
      >
        <pre className="explore-query">{query}</pre>
      </ModalDialog>
    </header>
  );
}

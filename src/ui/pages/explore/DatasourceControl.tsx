/**
 * The datasource control (X2.01–X2.08): the dataset's title, its health-check and warning icons, and its menu — for a
 * table, Edit dataset (owners and admins; else disabled and saying why), Swap dataset, View in SQL Lab (SQL Lab users);
 * for a query, Query preview, View in SQL Lab and Save as dataset.
 */
import { memo, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  DATASET_EDIT_DENIED,
  canAccessSqlLab,
  canEditDataset,
  type ExploreDataset,
  type PermissionUser,
} from '../../../core/explore';
import { sqlLabQueryPath } from '../../../core/sqllab';
import { navigate, sessionStore } from '../../../state/app';
import { ActionMenu, ModalDialog, Tip, type MenuAction } from '../../kit';
import { SaveDatasetModal } from '../sqllab/SaveDatasetModal';
import { EditDatasetDialog } from './EditDatasetDialog';
import { SwapDatasetDialog } from './SwapDatasetDialog';
import { markdownHtml } from '../../../core/markdown';

type ControlDataset = ExploreDataset & { name?: string; health_check_message?: string | null };

/** The dataset's warning_markdown (from its extra), or null. */
function warningMarkdownOf(dataset: ControlDataset): string | null {
  if (dataset.extraFields) return dataset.extraFields.warning_markdown || null;
  try {
    const extra = dataset.extra ? (JSON.parse(dataset.extra) as { warning_markdown?: unknown }) : {};
    return typeof extra.warning_markdown === 'string' && extra.warning_markdown ? extra.warning_markdown : null;
  } catch {
    return null;
  }
}

/** X2.01: a table dataset's name; a query dataset's SQL. */
export function datasourceTitle(dataset: ControlDataset): string {
  if (dataset.type === 'query') return dataset.sql ?? dataset.name ?? String(dataset.id);
  return dataset.name ?? dataset.table_name ?? String(dataset.id);
}

/** The items of the control's menu for this user (X2.03–X2.08). */
export function datasourceMenu(
  dataset: Pick<ExploreDataset, 'type' | 'owners'>,
  user: PermissionUser,
  on: { edit: () => void; swap: (() => void) | null; sqlLab: () => void; preview?: () => void; save?: () => void },
): MenuAction[] {
  const items: MenuAction[] = [];
  if (dataset.type === 'query' && on.preview)
    items.push({ id: 'preview', label: 'Query preview', onAction: on.preview });
  if (dataset.type !== 'query') {
    const editable = canEditDataset(dataset, user);
    items.push({
      id: 'edit',
      label: 'Edit dataset',
      onAction: on.edit,
      ...(editable ? {} : { disabled: true, description: DATASET_EDIT_DENIED }),
    });
    if (on.swap) items.push({ id: 'swap', label: 'Swap dataset', onAction: on.swap });
  }
  if (canAccessSqlLab(user)) items.push({ id: 'sqllab', label: 'View in SQL Lab', onAction: on.sqlLab });
  if (dataset.type === 'query' && on.save) items.push({ id: 'save', label: 'Save as dataset', onAction: on.save });
  return items;
}

/** Memoised: a keystroke in the panel's search does not draw the control again. */
export const DatasourceControl = memo(function DatasourceControl({
  dataset,
  sliceId,
  onSwap,
}: {
  dataset: ControlDataset;
  sliceId: number | null;
  onSwap?: ((datasetId: number) => void) | undefined;
}) {
  const session = useSnapshot(sessionStore);
  const [open, setOpen] = useState<'edit' | 'swap' | 'preview' | 'save' | null>(null);
  const user: PermissionUser = { userId: session.user?.id ?? 0, roles: sessionStore.roles };
  const warning = warningMarkdownOf(dataset);
  const query =
    dataset.type === 'query' && dataset.database
      ? { dbId: dataset.database.id, schema: dataset.schema ?? null, sql: dataset.sql ?? '' }
      : null;
  const viewInSqlLab = () =>
    navigate(query ? sqlLabQueryPath(query) : `/sqllab/?datasourceKey=${dataset.id}__${dataset.type}`);
  const items = datasourceMenu(dataset, user, {
    edit: () => setOpen('edit'),
    swap: onSwap ? () => setOpen('swap') : null,
    sqlLab: viewInSqlLab,
    ...(query ? { preview: () => setOpen('preview'), save: () => setOpen('save') } : {}),
  });
  return (
    <div className="explore-datasource-control" data-test="datasource-control">
      <h2 className="explore-dataset-name" title={datasourceTitle(dataset)}>
        {datasourceTitle(dataset)}
      </h2>
      {dataset.health_check_message ? (
        <Tip content={dataset.health_check_message}>
          <span
            className="explore-icon explore-warning"
            role="img"
            aria-label={`Health check: ${dataset.health_check_message}`}
            tabIndex={0}
          >
            ⚠
          </span>
        </Tip>
      ) : null}
      {warning ? (
        <Tip content={<div className="markdown" dangerouslySetInnerHTML={{ __html: markdownHtml(warning) }} />}>
          <span className="explore-icon explore-warning" role="img" aria-label={`Warning: ${warning}`} tabIndex={0}>
            ⚠
          </span>
        </Tip>
      ) : null}
      {items.length ? <ActionMenu label="Dataset actions" items={items} test="datasource-menu" /> : null}
      {open === 'preview' ? (
        <ModalDialog
          open
          title="Query preview"
          onClose={() => setOpen(null)}
          test="query-preview-modal"
          wide
          actions={[
            { label: 'Save as Dataset', onPress: () => setOpen('save') },
            { label: 'Open in SQL Lab', onPress: viewInSqlLab },
            { label: 'Close', onPress: () => setOpen(null), variant: 'primary' },
          ]}
        >
          <pre>{dataset.sql}</pre>
        </ModalDialog>
      ) : null}
      {open === 'save' && query ? (
        <SaveDatasetModal
          source={query}
          defaultName={dataset.name ?? `Query ${dataset.id}`}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'edit' ? <EditDatasetDialog datasetId={dataset.id} onClose={() => setOpen(null)} /> : null}
      {onSwap ? (
        <SwapDatasetDialog open={open === 'swap'} onClose={() => setOpen(null)} sliceId={sliceId} onSwap={onSwap} />
      ) : null}
    </div>
  );
});

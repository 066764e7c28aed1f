import { useEffect, useState, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import type { ListItem } from '../../core/api';
import {
  exportItems,
  fetchList,
  fetchListInfo,
  listStore,
  navigate,
  openDatabaseForm,
  openImport,
  RESOURCES,
  setBulkSelect,
  type ResourceName,
} from '../../state/app';
import { createDashboard } from '../../state/dashboard';
import type { RouteProps } from '../routes';
import { DatabaseModal } from '../forms/DatabaseModal';
import { AddDatasetDialog } from './AddDatasetDialog';
import { DeleteModal } from './DeleteModal';
import { ImportModal } from './ImportModal';
import { ListFilters } from './ListFilters';
import { ListTable, type RowActions } from './ListTable';
import { Pagination } from './Pagination';

/** A list page: filters, a sortable paged table, favourites, bulk delete, import and export. */
export function ListPage({ resource }: { resource: ResourceName }) {
  const state = useSnapshot(listStore(resource));
  const config = RESOURCES[resource];
  const [deleting, setDeleting] = useState<readonly ListItem[]>([]);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    void fetchListInfo(resource);
    void fetchList(resource);
  }, [resource]);
  const canWrite = state.permissions.includes('can_write');
  const canExport = config.exportable && (state.permissions.includes('can_export') || canWrite);
  const canDelete = config.deletable && canWrite;
  const selectedItems = state.items.filter((i) => state.selected.includes(i.id)) as ListItem[];
  const actions: RowActions = {
    ...(canDelete ? { onDelete: (item: ListItem) => setDeleting([item]) } : {}),
    ...(canExport ? { onExport: (item: ListItem) => void exportItems(resource, [item.id]) } : {}),
    ...(resource === 'database' && canWrite ? { onEdit: (item: ListItem) => void openDatabaseForm(item.id) } : {}),
  };
  return (
    <section className="page list-page" data-test={`${resource}-list-page`}>
      <div className="page-header">
        <h1>{config.title}</h1>
        <div className="row">
          {canDelete || canExport ? (
            <button
              type="button"
              className="btn"
              onClick={() => setBulkSelect(resource, !state.bulkSelect)}
              data-test="bulk-select"
            >
              {state.bulkSelect ? 'Cancel selection' : 'Bulk select'}
            </button>
          ) : null}
          {config.importable && canWrite ? (
            <button type="button" className="btn" onClick={() => openImport(resource)} data-test="import-button">
              Import
            </button>
          ) : null}
          {resource === 'dashboard' && canWrite ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void createDashboard()}
              data-test="btn-create-dashboard"
            >
              + Dashboard
            </button>
          ) : null}
          {resource === 'chart' && canWrite ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => navigate('/chart/add')}
              data-test="btn-create-chart"
            >
              + Chart
            </button>
          ) : null}
          {resource === 'database' && canWrite ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void openDatabaseForm()}
              data-test="btn-create-database"
            >
              + Database
            </button>
          ) : null}
          {resource === 'dataset' && canWrite ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setAdding(true)}
              data-test="btn-create-dataset"
            >
              + Dataset
            </button>
          ) : null}
        </div>
      </div>
      <ListFilters resource={resource} />
      {state.bulkSelect ? (
        <div className="bulk-bar" data-test="bulk-bar">
          <span>{state.selected.length} selected</span>
          {canDelete ? (
            <button
              type="button"
              className="btn btn-danger"
              disabled={!selectedItems.length}
              onClick={() => setDeleting(selectedItems)}
              data-test="bulk-delete"
            >
              Delete
            </button>
          ) : null}
          {canExport ? (
            <button
              type="button"
              className="btn"
              disabled={!selectedItems.length}
              onClick={() => void exportItems(resource, state.selected)}
              data-test="bulk-export"
            >
              Export
            </button>
          ) : null}
        </div>
      ) : null}
      <ListTable resource={resource} actions={actions} />
      <Pagination resource={resource} />
      {deleting.length ? <DeleteModal resource={resource} items={deleting} onClose={() => setDeleting([])} /> : null}
      {config.importable ? <ImportModal /> : null}
      {resource === 'database' ? <DatabaseModal /> : null}
      {resource === 'dataset' ? <AddDatasetDialog open={adding} onClose={() => setAdding(false)} /> : null}
    </section>
  );
}

const pages = new Map<ResourceName, ComponentType<RouteProps>>();

/** The routed page component of a resource's list (one per resource, so React keeps its state). */
export function listPageFor(resource: ResourceName): ComponentType<RouteProps> {
  let page = pages.get(resource);
  if (!page) {
    const Page = () => <ListPage resource={resource} />;
    Page.displayName = `ListPage(${resource})`;
    page = Page;
    pages.set(resource, page);
  }
  return page;
}

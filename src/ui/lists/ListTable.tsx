import { useSnapshot } from 'valtio';
import type { ListItem } from '../../core/api';
import { listStore, RESOURCES, setListSort, toggleSelectAll, toggleSelected, type ResourceName } from '../../state/app';
import { COLUMNS } from './columns';
import { FavoriteStar } from './FavoriteStar';

/** Row actions a list page offers; each is shown only when given. */
export interface RowActions {
  onDelete?: (item: ListItem) => void;
  onExport?: (item: ListItem) => void;
  onEdit?: (item: ListItem) => void;
}

/** The table of a list page: sortable headers, optional selection and star columns, row actions. */
export function ListTable({ resource, actions }: { resource: ResourceName; actions: RowActions }) {
  const state = useSnapshot(listStore(resource));
  const config = RESOURCES[resource];
  const columns = COLUMNS[resource];
  const hasActions = Boolean(actions.onDelete || actions.onExport || actions.onEdit);
  const allSelected = state.items.length > 0 && state.items.every((i) => state.selected.includes(i.id));
  const sortBy = (key: string): void => {
    const direction = state.orderColumn === key && state.orderDirection === 'asc' ? 'desc' : 'asc';
    void setListSort(resource, key, direction);
  };
  return (
    <table className="list-table" data-test="listview-table" aria-busy={state.loading}>
      <thead>
        <tr>
          {state.bulkSelect ? (
            <th className="col-select">
              <input
                type="checkbox"
                aria-label="Select all"
                checked={allSelected}
                onChange={() => toggleSelectAll(resource)}
                data-test="select-all"
              />
            </th>
          ) : null}
          {config.favorites ? <th className="col-star" aria-label="Favorite" /> : null}
          {columns.map((c) => {
            const sorted = c.sortKey !== undefined && state.orderColumn === c.sortKey;
            return (
              <th
                key={c.id}
                aria-sort={sorted ? (state.orderDirection === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {c.sortKey ? (
                  <button
                    type="button"
                    className="sort-header"
                    onClick={() => sortBy(c.sortKey ?? c.id)}
                    data-test={`sort-header-${c.id}`}
                  >
                    {c.header}
                    <span className="sort-mark">{sorted ? (state.orderDirection === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                  </button>
                ) : (
                  c.header
                )}
              </th>
            );
          })}
          {hasActions ? <th className="col-actions">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {state.items.map((item) => (
          <tr
            key={item.id}
            data-test="listview-row"
            data-id={item.id}
            className={state.selected.includes(item.id) ? 'selected' : undefined}
          >
            {state.bulkSelect ? (
              <td className="col-select">
                <input
                  type="checkbox"
                  aria-label="Select row"
                  checked={state.selected.includes(item.id)}
                  onChange={() => toggleSelected(resource, item.id)}
                  data-test={`row-select-${item.id}`}
                />
              </td>
            ) : null}
            {config.favorites ? (
              <td className="col-star">
                <FavoriteStar resource={resource} id={item.id} starred={state.favorites[item.id] === true} />
              </td>
            ) : null}
            {columns.map((c) => (
              <td key={c.id} data-test={`cell-${c.id}`}>
                {c.cell(item as ListItem)}
              </td>
            ))}
            {hasActions ? (
              <td className="col-actions">
                {actions.onEdit ? (
                  <button
                    type="button"
                    className="link-btn"
                    onClick={() => actions.onEdit?.(item as ListItem)}
                    data-test={`row-edit-${item.id}`}
                  >
                    Edit
                  </button>
                ) : null}
                {actions.onExport ? (
                  <button
                    type="button"
                    className="link-btn"
                    onClick={() => actions.onExport?.(item as ListItem)}
                    data-test={`row-export-${item.id}`}
                  >
                    Export
                  </button>
                ) : null}
                {actions.onDelete ? (
                  <button
                    type="button"
                    className="link-btn danger"
                    onClick={() => actions.onDelete?.(item as ListItem)}
                    data-test={`row-delete-${item.id}`}
                  >
                    Delete
                  </button>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
        {state.loaded && state.items.length === 0 ? (
          <tr>
            <td colSpan={columns.length + 3} className="empty" data-test="listview-empty">
              No {config.title.toLowerCase()} yet
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

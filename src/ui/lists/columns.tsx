import type { ReactNode } from 'react';
import { asPerson, isUrlExternal, personName, type ListItem, type Person } from '../../core/api';
import type { ResourceName } from '../../state/app';
import { OwnerAvatars } from '../kit';
import { Link } from '../Link';

/** One column of a list page: its header, the server-side sort key if sortable, and its cell. */
export interface ListColumn {
  id: string;
  header: string;
  sortKey?: string;
  cell: (item: ListItem) => ReactNode;
}

function text(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}

function nested(item: ListItem, key: string, field: string): string {
  const v = item[key];
  return typeof v === 'object' && v !== null ? text((v as Record<string, unknown>)[field]) : text(v);
}

// Superset's chart, dashboard and dataset lists show owners as a face pile; each avatar is named for readers.
function owners(item: ListItem): ReactNode {
  const list = (Array.isArray(item.owners) ? item.owners : []).map(asPerson).filter((p): p is Person => p !== null);
  return <OwnerAvatars owners={list} />;
}

function userName(v: unknown): string {
  const person = asPerson(v);
  return person ? personName(person) : '';
}

function yes(v: unknown): string {
  return v === true ? 'Yes' : 'No';
}

function internalUrl(item: ListItem, fallback: string): string {
  const url = item.url;
  return typeof url === 'string' && url && !isUrlExternal(url) ? url : fallback;
}

const modified: ListColumn = {
  id: 'changed_on_delta_humanized',
  header: 'Last modified',
  sortKey: 'changed_on_delta_humanized',
  cell: (i) => text(i.changed_on_delta_humanized),
};

/** The columns of each list page. */
export const COLUMNS: Record<ResourceName, ListColumn[]> = {
  chart: [
    {
      id: 'slice_name',
      header: 'Name',
      sortKey: 'slice_name',
      cell: (i) => <Link to={internalUrl(i, `/explore/?slice_id=${i.id}`)}>{text(i.slice_name)}</Link>,
    },
    { id: 'viz_type', header: 'Type', sortKey: 'viz_type', cell: (i) => text(i.viz_type) },
    {
      id: 'datasource',
      header: 'Dataset',
      sortKey: 'datasource_name',
      cell: (i) => text(i.datasource_name_text ?? i.datasource_name),
    },
    { id: 'owners', header: 'Owners', cell: owners },
    modified,
  ],
  dashboard: [
    {
      id: 'dashboard_title',
      header: 'Name',
      sortKey: 'dashboard_title',
      cell: (i) => (
        <Link to={internalUrl(i, `/superset/dashboard/${text(i.slug) || i.id}/`)}>{text(i.dashboard_title)}</Link>
      ),
    },
    {
      id: 'published',
      header: 'Status',
      sortKey: 'published',
      cell: (i) => (i.published === true ? 'Published' : 'Draft'),
    },
    { id: 'owners', header: 'Owners', cell: owners },
    modified,
  ],
  dataset: [
    { id: 'table_name', header: 'Name', sortKey: 'table_name', cell: (i) => text(i.table_name) },
    {
      id: 'kind',
      header: 'Type',
      sortKey: 'kind',
      cell: (i) => (i.kind === 'virtual' || (typeof i.sql === 'string' && i.sql) ? 'Virtual' : 'Physical'),
    },
    {
      id: 'database',
      header: 'Database',
      sortKey: 'database.database_name',
      cell: (i) => nested(i, 'database', 'database_name'),
    },
    { id: 'schema', header: 'Schema', sortKey: 'schema', cell: (i) => text(i.schema) },
    { id: 'owners', header: 'Owners', cell: owners },
    modified,
  ],
  database: [
    { id: 'database_name', header: 'Name', sortKey: 'database_name', cell: (i) => text(i.database_name) },
    { id: 'backend', header: 'Backend', sortKey: 'backend', cell: (i) => text(i.backend) },
    {
      id: 'allow_file_upload',
      header: 'CSV upload',
      sortKey: 'allow_file_upload',
      cell: (i) => yes(i.allow_file_upload),
    },
    {
      id: 'expose_in_sqllab',
      header: 'Expose in SQL Lab',
      sortKey: 'expose_in_sqllab',
      cell: (i) => yes(i.expose_in_sqllab),
    },
    { id: 'allow_dml', header: 'DML', sortKey: 'allow_dml', cell: (i) => yes(i.allow_dml) },
    modified,
  ],
  saved_query: [
    {
      id: 'label',
      header: 'Name',
      sortKey: 'label',
      cell: (i) => <Link to={`/sqllab/?savedQueryId=${i.id}`}>{text(i.label)}</Link>,
    },
    {
      id: 'database',
      header: 'Database',
      sortKey: 'database.database_name',
      cell: (i) => nested(i, 'database', 'database_name'),
    },
    { id: 'schema', header: 'Schema', sortKey: 'schema', cell: (i) => text(i.schema) },
    { id: 'description', header: 'Description', cell: (i) => text(i.description) },
    modified,
  ],
  query: [
    { id: 'start_time', header: 'Time', sortKey: 'start_time', cell: (i) => text(i.start_time) },
    {
      id: 'database',
      header: 'Database',
      sortKey: 'database.database_name',
      cell: (i) => nested(i, 'database', 'database_name'),
    },
    { id: 'schema', header: 'Schema', sortKey: 'schema', cell: (i) => text(i.schema) },
    { id: 'user', header: 'User', sortKey: 'user.first_name', cell: (i) => userName(i.user) },
    {
      id: 'status',
      header: 'State',
      sortKey: 'status',
      cell: (i) => <span className={`status status-${text(i.status)}`}>{text(i.status)}</span>,
    },
    { id: 'rows', header: 'Rows', sortKey: 'rows', cell: (i) => text(i.rows) },
    { id: 'sql', header: 'SQL', cell: (i) => <code className="sql-snippet">{text(i.sql).slice(0, 200)}</code> },
  ],
};

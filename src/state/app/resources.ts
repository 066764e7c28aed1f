import type { ListFilter } from '../../core/api';

/** The list resources of the app shell, by their REST name. */
export type ResourceName = 'chart' | 'dashboard' | 'dataset' | 'database' | 'saved_query' | 'query';

/** A filter a list page offers: free text, a fixed choice, or choices from `related/{column}`. */
export interface FilterSpec {
  id: string;
  label: string;
  col: string;
  opr: string;
  input: 'search' | 'select' | 'related';
  choices?: { label: string; value: string | number | boolean }[];
}

/** What the stores need to know about a list resource. */
export interface ResourceConfig {
  name: ResourceName;
  /** Singular word used in messages ('chart' → 'An error occurred while fetching charts: …'). */
  label: string;
  /** Title of the list page. */
  title: string;
  /** The field naming an item in messages ('Deleted: Sales'). */
  nameField: string;
  defaultOrder: string;
  filters: FilterSpec[];
  favorites: boolean;
  /** Favourites filter of the home page (`chart_is_favorite`, `dashboard_is_favorite`). */
  favoriteFilter?: ListFilter;
  bulkDelete: boolean;
  /** Single delete is `DELETE /api/v1/{name}/{id}`; false for the query log. */
  deletable: boolean;
  importable: boolean;
  exportable: boolean;
}

const yesNo = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
];

/** Every list resource, keyed by name. */
export const RESOURCES: Record<ResourceName, ResourceConfig> = {
  chart: {
    name: 'chart',
    label: 'chart',
    title: 'Charts',
    nameField: 'slice_name',
    defaultOrder: 'changed_on_delta_humanized',
    filters: [
      { id: 'search', label: 'Search', col: 'slice_name', opr: 'chart_all_text', input: 'search' },
      { id: 'owners', label: 'Owner', col: 'owners', opr: 'rel_m_m', input: 'related' },
      { id: 'favorite', label: 'Favorite', col: 'id', opr: 'chart_is_favorite', input: 'select', choices: yesNo },
      { id: 'certified', label: 'Certified', col: 'id', opr: 'chart_is_certified', input: 'select', choices: yesNo },
    ],
    favorites: true,
    favoriteFilter: { col: 'id', opr: 'chart_is_favorite', value: true },
    bulkDelete: true,
    deletable: true,
    importable: true,
    exportable: true,
  },
  dashboard: {
    name: 'dashboard',
    label: 'dashboard',
    title: 'Dashboards',
    nameField: 'dashboard_title',
    defaultOrder: 'changed_on_delta_humanized',
    filters: [
      { id: 'search', label: 'Search', col: 'dashboard_title', opr: 'title_or_slug', input: 'search' },
      { id: 'owners', label: 'Owner', col: 'owners', opr: 'rel_m_m', input: 'related' },
      {
        id: 'published',
        label: 'Status',
        col: 'published',
        opr: 'eq',
        input: 'select',
        choices: [
          { label: 'Published', value: true },
          { label: 'Draft', value: false },
        ],
      },
      { id: 'favorite', label: 'Favorite', col: 'id', opr: 'dashboard_is_favorite', input: 'select', choices: yesNo },
      {
        id: 'certified',
        label: 'Certified',
        col: 'id',
        opr: 'dashboard_is_certified',
        input: 'select',
        choices: yesNo,
      },
    ],
    favorites: true,
    favoriteFilter: { col: 'id', opr: 'dashboard_is_favorite', value: true },
    bulkDelete: true,
    deletable: true,
    importable: true,
    exportable: true,
  },
  dataset: {
    name: 'dataset',
    label: 'dataset',
    title: 'Datasets',
    nameField: 'table_name',
    defaultOrder: 'changed_on_delta_humanized',
    filters: [
      { id: 'search', label: 'Search', col: 'table_name', opr: 'ct', input: 'search' },
      { id: 'owners', label: 'Owner', col: 'owners', opr: 'rel_m_m', input: 'related' },
      { id: 'database', label: 'Database', col: 'database', opr: 'rel_o_m', input: 'related' },
      { id: 'schema', label: 'Schema', col: 'schema', opr: 'eq', input: 'search' },
      {
        id: 'sql',
        label: 'Type',
        col: 'sql',
        opr: 'dataset_is_null_or_empty',
        input: 'select',
        choices: [
          { label: 'Physical', value: true },
          { label: 'Virtual', value: false },
        ],
      },
    ],
    favorites: false,
    bulkDelete: true,
    deletable: true,
    importable: true,
    exportable: true,
  },
  database: {
    name: 'database',
    label: 'database',
    title: 'Databases',
    nameField: 'database_name',
    defaultOrder: 'changed_on_delta_humanized',
    filters: [
      { id: 'search', label: 'Search', col: 'database_name', opr: 'ct', input: 'search' },
      {
        id: 'expose_in_sqllab',
        label: 'Expose in SQL Lab',
        col: 'expose_in_sqllab',
        opr: 'eq',
        input: 'select',
        choices: yesNo,
      },
      {
        id: 'allow_file_upload',
        label: 'Uploads',
        col: 'allow_file_upload',
        opr: 'eq',
        input: 'select',
        choices: yesNo,
      },
    ],
    favorites: false,
    bulkDelete: false,
    deletable: true,
    importable: true,
    exportable: true,
  },
  saved_query: {
    name: 'saved_query',
    label: 'saved query',
    title: 'Saved queries',
    nameField: 'label',
    defaultOrder: 'changed_on_delta_humanized',
    filters: [
      { id: 'search', label: 'Search', col: 'label', opr: 'all_text', input: 'search' },
      { id: 'database', label: 'Database', col: 'database', opr: 'rel_o_m', input: 'related' },
      { id: 'schema', label: 'Schema', col: 'schema', opr: 'eq', input: 'search' },
    ],
    favorites: false,
    bulkDelete: true,
    deletable: true,
    importable: true,
    exportable: true,
  },
  query: {
    name: 'query',
    label: 'query',
    title: 'Query history',
    nameField: 'sql',
    // The query log has no changed_on_delta_humanized; Superset's history sorts by start time.
    defaultOrder: 'start_time',
    filters: [
      { id: 'search', label: 'Search', col: 'sql', opr: 'ct', input: 'search' },
      { id: 'database', label: 'Database', col: 'database', opr: 'rel_o_m', input: 'related' },
      {
        id: 'status',
        label: 'State',
        col: 'status',
        opr: 'eq',
        input: 'select',
        choices: ['success', 'failed', 'running', 'stopped', 'timed_out'].map((s) => ({ label: s, value: s })),
      },
      { id: 'user', label: 'User', col: 'user', opr: 'rel_o_m', input: 'related' },
    ],
    favorites: false,
    bulkDelete: false,
    deletable: false,
    importable: false,
    exportable: false,
  },
};

/** The five exportable object kinds: their URL names, views, tables, bundle folders and who may see what. */
import { visibleCharts } from '../domain/chart';
import { visibleDashboards } from '../domain/dashboard';
import { databaseResource } from '../api/resources/database';
import { visibleDatasets } from '../domain/dataset';
import type { Query, RequestScope } from '../api/resource';
import { ownQueries } from '../api/resources/saved-query';
import type { TableWith } from '../store/schema';

export type KindName = 'chart' | 'dashboard' | 'dataset' | 'database' | 'saved_query';

export interface TransferKind {
  name: KindName;
  /** Permission view of the resource (can_export, can_write). */
  viewMenu: string;
  table: TableWith<'id' | 'uuid'>;
  /** Superset's model class name, written as the bundle's metadata type. */
  modelName: string;
  /** Superset's model_name in import messages ("Error importing chart"). */
  importNoun: string;
  /** Bundle folder of this kind's files. */
  prefix: string;
  visible: (q: Query, scope: RequestScope) => Query | Promise<Query>;
}

const all = (q: Query): Query => q;

export const KINDS: Record<KindName, TransferKind> = {
  chart: {
    name: 'chart',
    viewMenu: 'Chart',
    table: 'slices',
    modelName: 'Slice',
    importNoun: 'chart',
    prefix: 'charts/',
    visible: visibleCharts,
  },
  dashboard: {
    name: 'dashboard',
    viewMenu: 'Dashboard',
    table: 'dashboards',
    modelName: 'Dashboard',
    importNoun: 'dashboard',
    prefix: 'dashboards/',
    visible: visibleDashboards,
  },
  dataset: {
    name: 'dataset',
    viewMenu: 'Dataset',
    table: 'tables',
    modelName: 'SqlaTable',
    importNoun: 'dataset',
    prefix: 'datasets/',
    visible: visibleDatasets,
  },
  database: {
    name: 'database',
    viewMenu: 'Database',
    table: 'dbs',
    modelName: 'Database',
    importNoun: 'database',
    prefix: 'databases/',
    visible: databaseResource.visible ?? all,
  },
  saved_query: {
    name: 'saved_query',
    viewMenu: 'SavedQuery',
    table: 'saved_query',
    modelName: 'SavedQuery',
    importNoun: 'saved_queries',
    prefix: 'queries/',
    visible: ownQueries,
  },
};

/** "Chart", "Saved_Queries": Python's str.title() of the import noun, as Superset's messages use it. */
export const titleOf = (noun: string): string =>
  noun.replace(/[A-Za-z]+/g, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());

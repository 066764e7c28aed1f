/** Dashboard saving: request bodies and the overwrite diff, pure. */
export {
  UNTITLED_DASHBOARD,
  colorSchemeDomain,
  copyDashboardBody,
  dashboardPutBody,
  overwriteItems,
  saveMetadata,
} from './save';
export type { DashboardPutBody, DashboardSaveInput, IdOrRecord, OverwriteItem, StoredDashboard } from './save';

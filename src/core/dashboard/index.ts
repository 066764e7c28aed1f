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
export { DASHBOARD_TITLE_MAX_LENGTH, checkCss, checkJsonMetadata, jsonMetadataText, metadataPatch } from './properties';
export type { Checked } from './properties';
export { REFRESH_INTERVALS } from './refresh';
export { DOWNLOAD_MESSAGES, attachmentDisposition, dashboardDownloadPath, fileTitle } from './download';
export type { DashboardDownloadFormat } from './download';

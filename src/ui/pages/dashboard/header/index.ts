/** The dashboard header: title, actions menu and the save, save-as, properties, CSS and overwrite dialogs. */
export { DashboardHeader } from './DashboardHeader';
export { DashboardHeaderActions } from './DashboardHeaderActions';
export { DashboardStyle } from './DashboardStyle';
export { CssEditor } from './CssEditor';
export { OverwriteConfirmDialog } from './OverwriteConfirmDialog';
export { PropertiesModal } from './PropertiesModal';
export { SaveAsDialog } from './SaveAsDialog';
export { DashboardViewActions } from './DashboardViewActions';
export { RefreshIntervalModal } from './RefreshIntervalModal';

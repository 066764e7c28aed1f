/** Export and import of charts, dashboards, datasets, databases and saved queries as v1 YAML bundles. */
export { transferRoutes } from './routes';
export { exportFiles } from './export';
export { importBundle, type ImportOptions } from './import';
export { readBundle, zipBundle, commandError } from './bundle';

/** Uploads of CSV, columnar (Parquet) and Excel files into a table of a database that allows them. */
export { uploadRoutes } from './routes';
export { parseUpload, type ParsedFile } from './read';
export { writeUpload, TABLE_EXISTS } from './write';

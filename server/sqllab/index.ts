/** SQL Lab's server: running SQL texts on the engines, their log, results and query tabs. */
export { sqlLabRoutes } from './routes';

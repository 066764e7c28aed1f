/** The dashboard's chart holder: its loading and error states, its menu, full size and deep links. */
import './chart.css';

export { ChartError, ChartLoading } from './ChartStatus';

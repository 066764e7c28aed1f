/**
 * A ten-chart dashboard on the flights table, built here because the examples have none: a carrier pie that emits
 * the cross filter, and nine charts in its scope (big numbers, time series, a bar by origin, a pie by destination, a
 * table by destination), with the flights dataset's saved metrics.
 */
import {
  adhocMetric,
  bigNumberTotalFormData,
  bigNumberTrendFormData,
  pieFormData,
  tableFormData,
  timeFilter,
  timeseriesFormData,
} from '../../server/examples/formData';
import type { JsonObject } from '../../server/examples';

/** A chart of the bench dashboard: an id of its own and its form data. */
export interface BenchChart {
  id: number;
  formData: Record<string, unknown>;
}

/** The column the carrier pie's click filters on. */
export const FLIGHTS_CROSS_FILTER_COLUMN = 'carrier';

/** The emitting pie and the nine charts in its scope, on dataset `flightsId`. */
export function flightsDashboard(flightsId: number): { emitter: BenchChart; inScope: BenchChart[] } {
  const when = [timeFilter('dep_ts')];
  const specs: JsonObject[] = [
    bigNumberTotalFormData('count', when, 'flights'),
    bigNumberTotalFormData('sum__passengers', when),
    bigNumberTotalFormData('avg__dep_delay', when),
    bigNumberTrendFormData('count', 'dep_ts', 'P1D', when),
    timeseriesFormData({
      viz: 'echarts_timeseries_line',
      xAxis: 'dep_ts',
      timeGrain: 'P1M',
      metrics: ['avg__arr_delay'],
      filters: when,
    }),
    timeseriesFormData({
      viz: 'echarts_area',
      xAxis: 'dep_ts',
      timeGrain: 'P1W',
      metrics: ['sum__passengers'],
      groupby: ['carrier'],
      filters: when,
      stack: true,
    }),
    timeseriesFormData({
      viz: 'echarts_timeseries_bar',
      xAxis: 'origin',
      timeGrain: 'P1D',
      metrics: [adhocMetric('SUM', 'passengers', 'INTEGER')],
      filters: when,
      rowLimit: 100,
    }),
    pieFormData('count', ['dest'], when),
    tableFormData({
      mode: 'aggregate',
      groupby: ['dest'],
      metrics: ['count', 'avg__fare', 'cancel_rate'],
      filters: when,
      rowLimit: 1000,
    }),
  ];
  const datasource = `${flightsId}__table`;
  const chart = (id: number, fd: JsonObject): BenchChart => ({ id, formData: { ...fd, datasource, slice_id: id } });
  return {
    emitter: chart(900_000, pieFormData('count', [FLIGHTS_CROSS_FILTER_COLUMN], when)),
    inScope: specs.map((fd, i) => chart(900_001 + i, fd)),
  };
}

/**
 * The first chart's data, asked for as soon as explore has opened (openExplore's askChart: the store hydrated, the
 * page not yet drawn) instead of after the whole page (a 1,000-column datasource panel included) has drawn and the
 * chart area measured itself. The chart area takes the answer once, for the same chart and form.
 */
import type { ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { ChartDataSource } from '../dataSource';

interface Asked {
  key: number;
  form: string;
  answer: Promise<ChartResult[]>;
  settled: boolean;
}

/** The answer waiting for the chart area; the last one asked for (taken or not) while it is in flight. */
let first: Asked | null = null;
let inFlight: Asked | null = null;

/**
 * Asks `dataSource` for the data of chart `key` drawn from `form`, now. Explore opened again on the same chart and form
 * while that request is in flight (the address rewritten as it opens) takes it again rather than asking anew: a new
 * request for the chart would supersede the one the chart area may be waiting on.
 */
export function askFirstChart(dataSource: ChartDataSource, form: QueryFormData, key: number): void {
  const json = JSON.stringify(form);
  if (inFlight && !inFlight.settled && inFlight.key === key && inFlight.form === json) {
    first = inFlight;
    return;
  }
  const asked: Asked = { key, form: json, answer: dataSource.getChartData({ ...form, slice_id: key }), settled: false };
  // A failure is the chart area's to show, when it takes the answer.
  asked.answer.then(
    () => (asked.settled = true),
    () => (asked.settled = true),
  );
  first = inFlight = asked;
}

/** The early answer, once, if it was asked for this chart and this form; else null (the chart area asks itself). */
export function takeFirstChart(form: QueryFormData, key: number): Promise<ChartResult[]> | null {
  const taken = first;
  first = null;
  return taken && taken.key === key && taken.form === JSON.stringify(form) ? taken.answer : null;
}

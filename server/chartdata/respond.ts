/** Sends query outcomes in the requested format: JSON, CSV or XLSX (zipped when several), or Arrow IPC. */
import type { FastifyReply } from 'fastify';
import JSZip from 'jszip';
import type { ChartDataResultFormat } from '../../src/core/query';
import { ApiError } from '../http/errors';
import type { QueryOutcome } from './execute';
import { toArrow, toCsv, toJson, toXlsx } from './serialize';

/** 400 when a query failed (Superset's ChartDataQueryFailedError). */
function throwIfFailed(outcomes: QueryOutcome[]): void {
  const failed = outcomes.find((o) => o.result.error);
  if (failed) {
    const message = `Error: ${String(failed.result.error)}`;
    throw new ApiError(400, message, {
      message,
      errors: failed.result.errors ?? [],
      result: outcomes.map((o) => ({ ...o.result, data: [] })),
    });
  }
}

/** The JSON body of a chart data answer, or 400 when a query failed. */
export function jsonBody(outcomes: QueryOutcome[], wrap: 'result' | 'list' = 'result'): string {
  throwIfFailed(outcomes);
  const results = outcomes.map((o) => o.result);
  return toJson(wrap === 'result' ? { result: results } : results);
}

export async function sendOutcomes(
  reply: FastifyReply,
  outcomes: QueryOutcome[],
  format: ChartDataResultFormat,
  /** The verbose names for a CSV or XLSX answer's header, read only for those formats. */
  verboseNames: () => Promise<Record<string, string>> = async () => ({}),
): Promise<FastifyReply> {
  if (format === 'json') return reply.type('application/json; charset=utf-8').send(jsonBody(outcomes));
  throwIfFailed(outcomes);
  const tables = outcomes.map((o) => o.data).filter((d) => d !== null);
  if (!tables.length) throw new ApiError(400, 'Error: no data to export for this result type');
  if (format === 'arrow') {
    if (tables.length > 1) throw new ApiError(400, 'The Arrow format answers one query at a time');
    const { data: _rows, ...fields } = outcomes.find((o) => o.data)?.result ?? {};
    return reply.type('application/vnd.apache.arrow.stream').send(Buffer.from(toArrow(tables[0]!, fields)));
  }
  const verbose = await verboseNames();
  const headersOf = (names: string[]): string[] => names.map((n) => verbose[n] ?? n);
  const files = await Promise.all(
    tables.map(async (t) =>
      format === 'csv' ? Buffer.from(toCsv(t, headersOf(t.names)), 'utf8') : toXlsx(t, headersOf(t.names)),
    ),
  );
  const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
  if (files.length === 1) {
    const type =
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return reply.type(type).header('content-disposition', `attachment; filename="${stamp}.${format}"`).send(files[0]);
  }
  const zip = new JSZip();
  files.forEach((f, i) => zip.file(`query_${i + 1}.${format}`, f));
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${stamp}.zip"`)
    .send(await zip.generateAsync({ type: 'nodebuffer' }));
}

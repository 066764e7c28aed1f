/** The explore controls' server calls through the app's API client (src/state/app). */
import {
  advancedTypeAnswer,
  advancedTypeConvertPath,
  columnValuesPath,
  partitionColumnOf,
  tableExtraPath,
} from '../../core/explore';
import type { FilterValue } from '../../core/query';
import { apiClient, call, type ApiClient } from '../../state/app';
import type { ControlServices } from './types';

const resultOf = (body: unknown): unknown => (body as { result?: unknown } | null)?.result;

const isFilterValue = (v: unknown): v is FilterValue =>
  v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** The services on an API client (the app's current one unless given); a failed call throws the server's message. */
export function apiControlServices(
  client: () => ApiClient = apiClient,
  logger: { warn: (...args: unknown[]) => void } = console,
): ControlServices {
  const get = async (path: string, signal?: AbortSignal) =>
    (await call(client(), { method: 'GET', path, ...(signal ? { signal } : {}) })).body;
  return {
    async columnValues(datasource, column, signal) {
      const result = resultOf(await get(columnValuesPath(datasource.type, datasource.id, column), signal));
      return Array.isArray(result) ? result.filter(isFilterValue) : [];
    },
    async partitionColumn(databaseId, table, schema) {
      try {
        return partitionColumnOf(await get(tableExtraPath(databaseId, table, schema)));
      } catch (error) {
        logger.warn('Could not load the partition column', error);
        return null;
      }
    },
    async convertAdvancedType(type, values, signal) {
      return advancedTypeAnswer(await get(advancedTypeConvertPath(type, values), signal));
    },
    async fetchResult(path, signal) {
      return resultOf(await get(path, signal));
    },
  };
}

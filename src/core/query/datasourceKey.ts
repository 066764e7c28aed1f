/** The datasource key of form data and URLs: "12__table". */
import type { DatasourceKey, DatasourceType } from './types';

/** Reads "<id>__<type>" into a key (a numeric id as a number); null when either part is missing. */
export function parseDatasourceKey(key: unknown): DatasourceKey | null {
  if (typeof key !== 'string') return null;
  const [idPart = '', typePart = ''] = key.split('__');
  if (idPart === '' || typePart === '') return null;
  return { id: /^\d+$/.test(idPart) ? Number(idPart) : idPart, type: typePart as DatasourceType };
}

/** What reading an uploaded file shares between its formats: pandas' null strings and the parse failure. */
import { commandError } from '../transfer';

/** pandas' default strings read as null when the form names none. */
export const DEFAULT_NULL_VALUES = [
  '',
  '#N/A',
  '#N/A N/A',
  '#NA',
  '-1.#IND',
  '-1.#QNAN',
  '-NaN',
  '-nan',
  '1.#IND',
  '1.#QNAN',
  '<NA>',
  'N/A',
  'NA',
  'NULL',
  'NaN',
  'None',
  'n/a',
  'nan',
  'null',
];

/** A parse failure answered as Superset's DatabaseUploadFailed. */
export const parsingError = (detail: string): Error => commandError(422, `Parsing error: ${detail}`);

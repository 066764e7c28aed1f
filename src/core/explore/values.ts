/** Values typed or pasted by the user: the multi-select paste splitter (D17.08) and filter default values cast by column type (X7.15). */
import { DECIMAL_TYPES, INTEGRAL_TYPES, baseTypeName } from './operators';
import type { ExploreColumn } from './types';

/** Splits pasted text on commas, line ends, tabs and semicolons; trims each item, drops empty ones and duplicates (D17.08, X14.15). */
export function splitPastedValues(text: string): string[] {
  const items = text.split(/[,;\t\r\n]+/).map((item) => item.trim()).filter((item) => item !== '');
  return [...new Set(items)];
}

/**
 * A dataset filter's default value cast by its column's type, single-select only (X7.15): a boolean column's value is
 * `text === 'true'`; an integer type's is the integer or null; a decimal type's the number or null; others stay text.
 */
export function castFilterDefault(text: string, column: Pick<ExploreColumn, 'type'> | undefined, multiple: boolean): string | number | boolean | null {
  if (multiple || !column) return text;
  const type = baseTypeName(column.type);
  if (type === 'BOOLEAN' || type === 'BOOL') return text === 'true';
  const numeric = text.trim() !== '' && !Number.isNaN(Number(text));
  if (INTEGRAL_TYPES.has(type)) return numeric ? parseInt(text, 10) : null;
  if (DECIMAL_TYPES.has(type)) return numeric ? parseFloat(text) : null;
  return text;
}

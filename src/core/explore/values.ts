/**
 * Filter default values cast by column type (X7.15). The multi-select paste splitter (D17.08) is the UI kit's
 * splitPastedValues (src/ui/kit/paste.ts), where the select that uses it lives.
 */
import { DECIMAL_TYPES, INTEGRAL_TYPES, baseTypeName } from './operators';
import type { ExploreColumn } from './types';

/**
 * A dataset filter's default value cast by its column's type, single-select only (X7.15): a boolean column's value is
 * `text === 'true'`; an integer type's is the integer or null; a decimal type's the number or null; others stay text.
 */
export function castFilterDefault(
  text: string,
  column: Pick<ExploreColumn, 'type'> | undefined,
  multiple: boolean,
): string | number | boolean | null {
  if (multiple || !column) return text;
  const type = baseTypeName(column.type);
  if (type === 'BOOLEAN' || type === 'BOOL') return text === 'true';
  const numeric = text.trim() !== '' && !Number.isNaN(Number(text));
  if (INTEGRAL_TYPES.has(type)) return numeric ? parseInt(text, 10) : null;
  if (DECIMAL_TYPES.has(type)) return numeric ? parseFloat(text) : null;
  return text;
}

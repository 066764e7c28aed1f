import { InvalidPostProcessingError } from '../error';
import { OptionReader } from '../options';
import { ident } from '../sql';
import type { Operation } from '../types';
import { appendColumns, ORDER } from './window';

const FUNCTIONS = { sum: 'sum', prod: 'product', min: 'min', max: 'max' } as const;

/** `cum`: running sum, product, min or max; a missing value stays missing and is skipped after. */
export const cum: Operation = (frame, options) => {
  const o = new OptionReader('cum', options, ['operator', 'columns', 'is_pivot_df']);
  const operator = o.string('operator', null) ?? '';
  if (!Object.hasOwn(FUNCTIONS, operator))
    throw new InvalidPostProcessingError(`Invalid cumulative operator: ${operator}`);
  const fn = FUNCTIONS[operator as keyof typeof FUNCTIONS];
  return appendColumns(
    frame,
    o.columnMap('columns'),
    (c) => {
      if (c.type !== 'number') o.fail('columns', `names a column that is not numeric: ${c.name}`);
      const x = ident(c.name);
      return `CASE WHEN ${x} IS NULL THEN NULL ELSE ${fn}(${x}) OVER (${ORDER} ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) END`;
    },
    o.operation,
  );
};

import { resolve } from '../frame';
import { OptionReader } from '../options';
import { ident } from '../sql';
import type { FrameColumn, Operation } from '../types';
import { appendColumns, ORDER } from './window';

/** `diff`: difference with the value `periods` rows earlier (axis 0) or `periods` selected columns to the left (axis 1). */
export const diff: Operation = (frame, options) => {
  const o = new OptionReader('diff', options, ['columns', 'periods', 'axis']);
  const mapping = o.columnMap('columns', true);
  const periods = o.int('periods', 1, -10000, 10000);
  const axis = o.options['axis'] ?? 0;
  if (axis !== 0 && axis !== 1 && axis !== 'index' && axis !== 'columns')
    o.fail('axis', 'must be 0 (rows) or 1 (columns)');
  const selected: FrameColumn[] = mapping.flatMap(([s]) => resolve(frame, s, 'columns', o.operation));
  return appendColumns(
    frame,
    mapping,
    (c) => {
      if (c.type !== 'number') o.fail('columns', `names a column that is not numeric: ${c.name}`);
      const x = ident(c.name);
      if (axis === 0 || axis === 'index') {
        if (periods === 0) return `${x} - ${x}`;
        const shifted = periods > 0 ? `lag(${x}, ${periods})` : `lead(${x}, ${-periods})`;
        return `${x} - ${shifted} OVER (${ORDER})`;
      }
      const other = selected[selected.indexOf(c) - periods];
      return other ? `${x} - ${ident(other.name)}` : 'CAST(NULL AS DOUBLE)';
    },
    o.operation,
  );
};

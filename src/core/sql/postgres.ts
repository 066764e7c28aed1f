import { GenericDataType, type TimeGrain } from '../query';
import {
  BASE_TYPE_RULES,
  ansiLimitOffset,
  formatDttm,
  grainExpression,
  grainList,
  quoteAnsiIdentifier,
  quoteAnsiString,
  specFromRules,
  type Dialect,
} from './dialect';
import { DATE_TRUNC_GRAINS } from './grains';

const POSTGRES_TYPE_RULES = [
  [/^double precision/i, GenericDataType.NUMERIC],
  [/^(int[248]|float[48]|serial|bigserial|smallserial|money|oid)\b/i, GenericDataType.NUMERIC],
  [/^array/i, GenericDataType.STRING],
  [/\[\]$/, GenericDataType.STRING],
  [/^json/i, GenericDataType.STRING],
  [/^enum/i, GenericDataType.STRING],
  [/^(uuid|bytea|character|citext|inet|cidr)/i, GenericDataType.STRING],
  ...BASE_TYPE_RULES,
] as const;

const grains: Record<TimeGrain, string> = DATE_TRUNC_GRAINS;

/** PostgreSQL. */
export const postgresDialect: Dialect = {
  name: 'postgresql',
  maxColumnNameLength: 63,
  quoteIdentifier: quoteAnsiIdentifier,
  quoteString: quoteAnsiString,
  placeholder: (index) => `$${index}`,
  timeGrainExpression: grainExpression('postgresql', grains),
  epochToDttm: () => "(timestamp 'epoch' + {col} * interval '1 second')",
  epochMsToDttm: () => "(timestamp 'epoch' + {col} * interval '1 millisecond')",
  convertDttm(targetType, dttm) {
    const type = (targetType ?? '').toUpperCase();
    if (type === 'DATE') return `TO_DATE(${quoteAnsiString(dttm.toISOString().slice(0, 10))}, 'YYYY-MM-DD')`;
    if (/^(TIMESTAMP|DATETIME)/.test(type))
      return `TO_TIMESTAMP(${quoteAnsiString(formatDttm(dttm))}, 'YYYY-MM-DD HH24:MI:SS.US')`;
    return null;
  },
  columnSpec: (nativeType) => specFromRules(POSTGRES_TYPE_RULES, nativeType),
  castToString: (expr) => `CAST(${expr} AS TEXT)`,
  limitOffset: ansiLimitOffset,
  timegrains: () => grainList(grains),
};

import type { DatasourceMeta } from './datasource';
import type { Dialect } from './dialect';
import { validateSelectStatement } from './guard';
import { subquery } from './select';

/** Alias of a virtual dataset's subquery, as in Superset. */
export const VIRTUAL_TABLE_ALIAS = 'virtual_table';

/** The FROM source of a dataset: its quoted (schema-qualified) table, or its SQL as an aliased subquery. */
export function fromSource(ds: DatasourceMeta, dialect: Dialect): string {
  if (ds.sql && ds.sql.trim())
    return subquery(
      validateSelectStatement(ds.sql, `SQL of virtual dataset "${ds.table_name}"`),
      dialect.quoteIdentifier(VIRTUAL_TABLE_ALIAS),
    );
  const table = dialect.quoteIdentifier(ds.table_name);
  return ds.schema ? `${dialect.quoteIdentifier(ds.schema)}.${table}` : table;
}

/** The dataset columns a saved expression reads: what the datasource editor's save checks a calculated column against. */
import parserModule from 'node-sql-parser/build/postgresql.js';
import { EXPRESSION_GRAMMAR } from './guard';

type AstNode = Record<string, unknown>;

let parser: InstanceType<typeof parserModule.Parser> | null = null;

function columnName(column: unknown): string | null {
  if (typeof column === 'string') return column;
  const value = (column as { expr?: { value?: unknown } } | null)?.expr?.value;
  return typeof value === 'string' ? value : null;
}

/**
 * The column names `sql` (one expression, already accepted by validateExpression) reads from its own row, in the
 * order first met; columns read inside a subquery belong to the subquery's tables and are left out. Null when the
 * expression does not parse.
 */
export function expressionColumnNames(sql: string): string[] | null {
  let ast: unknown;
  try {
    ast = (parser ??= new parserModule.Parser()).astify(`SELECT (${sql}) AS tessera_expr FROM tessera_expr_source`, {
      database: EXPRESSION_GRAMMAR,
    });
  } catch {
    return null;
  }
  const root = Array.isArray(ast) ? (ast[0] as unknown) : ast;
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as AstNode;
    if (n['type'] === 'select' && node !== root) return;
    if (n['type'] === 'column_ref') {
      const name = columnName(n['column']);
      if (name !== null && !names.includes(name)) names.push(name);
      return;
    }
    for (const value of Object.values(n)) visit(value);
  };
  visit(root);
  return names;
}

/**
 * The names `expression` reads that are none of `columns`, compared without case (DuckDB's rule; PostgreSQL folds
 * unquoted names the same way). Empty when it reads only known columns or does not parse (the parse is judged elsewhere).
 */
export function missingColumns(expression: string, columns: readonly string[]): string[] {
  const known = new Set(columns.map((c) => c.toLowerCase()));
  return (expressionColumnNames(expression) ?? []).filter((name) => !known.has(name.toLowerCase()));
}

import type { PostProcessingRule } from '../query';
import { INVALID_OPERATION_MESSAGE, InvalidPostProcessingError } from './error';
import { assertUnique, plain, ROW, ROW_ID } from './frame';
import { OPERATIONS } from './operations';
import { optionsOf } from './options';
import { ident } from './sql';
import type {
  CompiledPostProcessing,
  CompiledStep,
  CompileOptions,
  FactRequest,
  Frame,
  PostProcessingInput,
} from './types';

const withChain = (ctes: readonly string[], body: string): string =>
  ctes.length ? `WITH ${ctes.join(',\n')}\n${body}` : body;

/**
 * Compiles Superset post_processing rules into one DuckDB statement: a chain of CTEs `pp0` (the input with
 * its row order), `pp1` … (one per operation), and a final SELECT in row order. Operations whose output
 * columns depend on the data answer `needs` with fact queries; run them and compile again with `facts`.
 */
export function compilePostProcessing(
  input: PostProcessingInput,
  rules: readonly PostProcessingRule[],
  opts: CompileOptions = {},
): CompiledPostProcessing {
  const source = input.relation.trim();
  if (
    !/^\(.*\)$/s.test(source) &&
    !/^[A-Za-z_][A-Za-z0-9_$]*(\.[A-Za-z_][A-Za-z0-9_$]*)*$|^"([^"]|"")+"$/.test(source)
  ) {
    throw new InvalidPostProcessingError('relation must be a table name or a parenthesised subquery');
  }
  const first = input.columns.map((c) => plain(c.name, c.type));
  assertUnique(first, 'input');
  const ctes = [`pp0 AS (SELECT *, row_number() OVER () AS ${ROW_ID} FROM ${source} AS input)`];
  let frame: Frame = { relation: 'pp0', columns: first };
  const steps: CompiledStep[] = [];
  const facts = opts.facts ?? {};
  for (const [i, rule] of rules.entries()) {
    const operation = rule.operation;
    const run = Object.hasOwn(OPERATIONS, operation) ? OPERATIONS[operation] : undefined;
    if (!run) throw new InvalidPostProcessingError(INVALID_OPERATION_MESSAGE);
    const name = `pp${i + 1}`;
    const requests: FactRequest[] = [];
    const ctx = {
      operation,
      fact(local: readonly string[], select: string) {
        const key = `${name}:${requests.length}:${operation}`;
        const known = facts[key];
        if (!known) requests.push({ key, sql: withChain([...ctes, ...local], select) });
        return known;
      },
    };
    const step = run(frame, optionsOf(operation, rule.options), ctx);
    if (!step) return { status: 'needs', steps, requests };
    assertUnique(step.columns, operation);
    ctes.push(`${name} AS (\n${step.sql}\n)`);
    steps.push({
      name,
      operation,
      sql: step.sql,
      columns: step.columns.map((c) => ({ name: c.name, type: c.type })),
      index: step.columns.filter((c) => c.index).map((c) => c.name),
    });
    frame = { relation: name, columns: step.columns };
  }
  const columns = frame.columns.map((c) => ({ name: c.name, type: c.type }));
  const select = columns.length ? columns.map((c) => ident(c.name)).join(', ') : `${ROW_ID} AS ${ident(ROW)}`;
  const finalSql = withChain(ctes, `SELECT ${select}\nFROM ${frame.relation}\nORDER BY ${ROW_ID}`);
  return { status: 'ready', steps, finalSql, columns };
}

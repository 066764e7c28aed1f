import type { PostProcessingRule } from '../query';
import { compilePostProcessing } from './compile';
import type { FactRow, Facts, PostProcessingInput, ReadyPostProcessing } from './types';

/** Runs one SQL statement and answers its rows as arrays of text cells. */
export type FactQuery = (sql: string) => Promise<FactRow[]>;

/** The most rounds of fact queries one chain may take: one per data-dependent operation. */
const MAX_ROUNDS = 64;

/** Compiles the rules, running fact queries through `query` until the SQL is complete. */
export async function preparePostProcessing(
  input: PostProcessingInput,
  rules: readonly PostProcessingRule[],
  query: FactQuery,
): Promise<ReadyPostProcessing> {
  const facts: Facts = {};
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const compiled = compilePostProcessing(input, rules, { facts });
    if (compiled.status === 'ready') return compiled;
    for (const request of compiled.requests) facts[request.key] = await query(request.sql);
  }
  throw new Error('post-processing did not settle');
}

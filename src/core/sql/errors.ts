/** Raised when a query object cannot be compiled: unknown columns or metrics, unsafe SQL fragments, bad options. Answers 400. */
export class QueryObjectValidationError extends Error {
  override readonly name = 'QueryObjectValidationError';
}

/**
 * A free-text SQL fragment refused by the guard: the message is `<where>: <problem>`, and `problem` alone depends
 * only on the fragment, so one verdict serves every place the same fragment is used.
 */
export class SqlFragmentError extends QueryObjectValidationError {
  constructor(
    readonly where: string,
    readonly problem: string,
  ) {
    super(`${where}: ${problem}`);
  }
}

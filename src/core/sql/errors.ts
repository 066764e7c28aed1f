/** Raised when a query object cannot be compiled: unknown columns or metrics, unsafe SQL fragments, bad options. Answers 400. */
export class QueryObjectValidationError extends Error {
  override readonly name = 'QueryObjectValidationError';
}

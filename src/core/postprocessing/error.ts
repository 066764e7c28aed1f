/** A post-processing rule that cannot run: the message names the operation and the option at fault. */
export class InvalidPostProcessingError extends Error {
  override readonly name = 'InvalidPostProcessingError';
}

/** Superset's answer to an operation name it does not know. */
export const INVALID_OPERATION_MESSAGE = 'Invalid post processing operation';

/** API errors in Superset's shapes: `{"message": ...}` bodies, never a stack trace or another user's SQL. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An error a user can cause, answered with its status and message (a string or field → messages map). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, body?: Record<string, unknown>): ApiError => new ApiError(400, message, body);
export const notFound = (message = 'Not found'): ApiError => new ApiError(404, message);
export const forbidden = (message = 'Forbidden'): ApiError => new ApiError(403, message);
export const unauthorized = (message = 'Not authorized'): ApiError => new ApiError(401, message);
/** A 422 whose message maps field names to lists of messages, as marshmallow errors are answered. */
export const unprocessable = (fields: Record<string, string[] | string>): ApiError =>
  new ApiError(422, 'Unprocessable', { message: fields });
export const fieldErrors = (fields: Record<string, string[] | string>): ApiError =>
  new ApiError(400, 'Bad request', { message: fields });

/** Installs the JSON error handler and the JSON 404 for unknown API routes. */
export function installErrorHandling(app: FastifyInstance, customMessages: Record<string, string>): void {
  app.setErrorHandler((err: FastifyError | ApiError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof ApiError) {
      return reply.status(err.status).send(err.body ?? { message: err.message });
    }
    if ((err as FastifyError).validation) {
      return reply.status(400).send({ message: err.message });
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: err.message });
    }
    req.log.error({ err }, 'unhandled error');
    const message = customMessages.GENERIC_BACKEND_ERROR ?? 'Internal server error';
    return reply.status(500).send({ message });
  });
}

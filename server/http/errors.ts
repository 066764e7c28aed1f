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

export const badRequest = (message: string, body?: Record<string, unknown>): ApiError =>
  new ApiError(400, message, body);
export const notFound = (message = 'Not found'): ApiError => new ApiError(404, message);
export const forbidden = (message = 'Forbidden'): ApiError => new ApiError(403, message);
export const unauthorized = (message = 'Not authorized'): ApiError => new ApiError(401, message);
/** A 422 whose message maps field names to lists of messages, as marshmallow errors are answered. */
export const unprocessable = (fields: Record<string, string[] | string>): ApiError =>
  new ApiError(422, 'Unprocessable', { message: fields });
export const fieldErrors = (fields: Record<string, string[] | string>): ApiError =>
  new ApiError(400, 'Bad request', { message: fields });

interface TypedError {
  message?: unknown;
  error_type?: unknown;
}

/**
 * Replaces the messages of typed errors (`errors: [{error_type, message}]`) with the configured texts
 * (Superset's CUSTOM_ERROR_MESSAGES); the first error's text also becomes the body's `message`.
 */
export function withCustomMessages(
  body: Record<string, unknown>,
  customMessages: Record<string, string>,
): Record<string, unknown> {
  if (!Array.isArray(body.errors) || !Object.keys(customMessages).length) return body;
  let first: string | undefined;
  const errors = (body.errors as TypedError[]).map((e, i) => {
    const custom = typeof e.error_type === 'string' ? customMessages[e.error_type] : undefined;
    if (custom !== undefined && i === 0) first = custom;
    return custom === undefined ? e : { ...e, message: custom };
  });
  return { ...body, errors, ...(first !== undefined && typeof body.message === 'string' ? { message: first } : {}) };
}

/** Installs the JSON error handler and the JSON 404 for unknown API routes. */
export function installErrorHandling(app: FastifyInstance, customMessages: Record<string, string>): void {
  app.setErrorHandler((err: FastifyError | ApiError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof ApiError) {
      return reply
        .status(err.status)
        .send(err.body ? withCustomMessages(err.body, customMessages) : { message: err.message });
    }
    if ((err as FastifyError).validation) {
      return reply.status(400).send({ message: err.message });
    }
    if ((err as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({
        message: `The request body is larger than the ${req.server.initialConfig.bodyLimit ?? 0} bytes allowed (setting limits.maxBodyBytes).`,
      });
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

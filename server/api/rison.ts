/** Decoding of Superset's rison `q` parameters, validated with zod, with errors naming the field. */
import rison from 'rison';
import { z } from 'zod';
import { badRequest } from '../http/errors';

/** Decodes a rison string; an unreadable value answers 400 "Not a valid rison argument". */
export function decodeRison(q: unknown): unknown {
  if (q === undefined || q === null || q === '') return undefined;
  if (typeof q !== 'string') throw badRequest('Not a valid rison argument');
  try {
    return rison.decode(q);
  } catch {
    throw badRequest('Not a valid rison argument');
  }
}

/** Encodes a value as rison (for URLs the server builds). */
export const encodeRison = (v: unknown): string => rison.encode(v);

/** Parses `q` against a schema; schema errors answer 400 with a field → messages map. */
export function parseRison<T extends z.ZodType>(q: unknown, schema: T): z.infer<T> {
  const decoded = decodeRison(q);
  const parsed = schema.safeParse(decoded ?? {});
  if (!parsed.success) throw badRequest('Bad request', { message: zodFieldErrors(parsed.error) });
  return parsed.data;
}

/** zod issues as `{field: [messages]}`, the shape marshmallow errors have. */
export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_schema';
    (fields[key] ??= []).push(
      issue.code === 'invalid_type' && issue.message.includes('undefined')
        ? 'Missing data for required field.'
        : issue.message,
    );
  }
  return fields;
}

export const listFilterSchema = z.object({ col: z.string(), opr: z.string(), value: z.unknown().optional() });
export type ListFilter = z.infer<typeof listFilterSchema>;

export const listQuerySchema = z.object({
  filters: z.array(listFilterSchema).optional(),
  order_column: z.string().optional(),
  order_direction: z.enum(['asc', 'desc']).optional(),
  page: z.number().int().min(0).optional(),
  page_size: z.number().int().min(-1).max(10_000).optional(),
  columns: z.array(z.string()).optional(),
  select_columns: z.array(z.string()).optional(),
  keys: z.array(z.string()).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

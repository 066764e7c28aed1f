/** GET /api/v1/time_range/: resolves human time ranges to naive UTC start and end instants. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resolveTimeRanges } from '../../../src/core/time-range';
import type { TimeRangeRequest } from '../../../src/core/time-range';
import { now } from '../../clock';
import { badRequest } from '../../http/errors';
import { decodeRison } from '../rison';

const querySchema = z.union([z.string(), z.array(z.object({ timeRange: z.string(), shift: z.string().nullish() }))]);

/** The `q` parameter; an unreadable one answers 400 'Not a valid rison argument', a wrong shape 'Not a valid rison schema'. */
function decodeQuery(q: unknown): string | TimeRangeRequest[] {
  const decoded = decodeRison(q);
  // Like the reference API, a request without q resolves nothing.
  if (decoded === undefined) return [];
  const parsed = querySchema.safeParse(decoded);
  if (!parsed.success) throw badRequest('Not a valid rison schema');
  const value = parsed.data;
  return typeof value === 'string' ? value : value.map(({ timeRange, shift }) => ({ timeRange, shift: shift ?? null }));
}

/** Registers GET /api/v1/time_range/ (q: a rison range string or a list of {timeRange, shift}). */
export async function timeRangeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/time_range/', async (request, reply) => {
    const query = decodeQuery((request.query as Record<string, unknown> | undefined)?.q);
    try {
      return { result: resolveTimeRanges(query, now()) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return reply.code(400).send({ message: `Unexpected time range: ${message}` });
    }
  });
}

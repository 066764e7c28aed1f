/** GET /api/v1/time_range/: resolves human time ranges to naive UTC start and end instants. */
import type { FastifyInstance } from 'fastify';
import rison from 'rison';
import { z } from 'zod';
import { resolveTimeRanges } from '../../../src/core/time-range';
import type { TimeRangeRequest } from '../../../src/core/time-range';
import { now } from '../../clock';

const querySchema = z.union([
  z.string(),
  z.array(z.object({ timeRange: z.string(), shift: z.string().nullish() })),
]);

function decodeQuery(q: unknown): { ok: true; value: string | TimeRangeRequest[] } | { ok: false; message: string } {
  // Like the reference API, a request without q resolves nothing.
  if (q === undefined || q === '') return { ok: true, value: [] };
  let decoded: unknown;
  try {
    decoded = rison.decode(String(q));
  } catch {
    return { ok: false, message: 'Not a valid rison argument' };
  }
  const parsed = querySchema.safeParse(decoded);
  if (!parsed.success) return { ok: false, message: 'Not a valid rison schema' };
  const value = parsed.data;
  return {
    ok: true,
    value: typeof value === 'string' ? value : value.map(({ timeRange, shift }) => ({ timeRange, shift: shift ?? null })),
  };
}

/** Registers GET /api/v1/time_range/ (q: a rison range string or a list of {timeRange, shift}). */
export async function timeRangeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/time_range/', async (request, reply) => {
    const query = decodeQuery((request.query as Record<string, unknown> | undefined)?.q);
    if (!query.ok) return reply.code(400).send({ message: query.message });
    try {
      return { result: resolveTimeRanges(query.value, now()) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return reply.code(400).send({ message: `Unexpected time range: ${message}` });
    }
  });
}

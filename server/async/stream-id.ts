/** Event ids in Redis stream form (`<epoch ms>-<sequence>`), compared and advanced as Redis does. */

/** A parsed stream id. */
export interface StreamId {
  ms: number;
  seq: number;
}

const ID_RE = /^(\d{1,16})-(\d{1,16})$/;

/** Parses `1607477697866-0`; a bare number means sequence 0 (as XRANGE reads it); null when malformed. */
export function parseStreamId(text: string): StreamId | null {
  if (/^\d{1,16}$/.test(text)) return { ms: Number(text), seq: 0 };
  const m = ID_RE.exec(text);
  return m ? { ms: Number(m[1]), seq: Number(m[2]) } : null;
}

/** The id text of a parsed id. */
export const formatStreamId = (id: StreamId): string => `${id.ms}-${id.seq}`;

/** Negative, zero or positive as `a` sorts before, with or after `b`. */
export function compareStreamIds(a: StreamId, b: StreamId): number {
  return a.ms === b.ms ? a.seq - b.seq : a.ms - b.ms;
}

/** The smallest id after `id`: reading from it makes `last_id` exclusive. */
export function nextStreamId(id: StreamId): StreamId {
  return { ms: id.ms, seq: id.seq + 1 };
}

/** Hands out increasing ids from a clock; a clock that stalls or steps back keeps the last millisecond. */
export function streamIdGenerator(clock: () => number): () => StreamId {
  let last: StreamId = { ms: 0, seq: -1 };
  return () => {
    const ms = Math.floor(clock());
    last = ms > last.ms ? { ms, seq: 0 } : { ms: last.ms, seq: last.seq + 1 };
    return last;
  };
}

/** Chart-data response payloads with big integers, shared by the Node and browser parse benchmarks. */

/** Shape of a generated payload. */
export interface PayloadOptions {
  rows: number;
  /** Seed of the deterministic generator. */
  seed?: number;
}

// Small deterministic generator (mulberry32), so every run parses the same bytes.
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BASE = 9_007_199_254_740_993n; // 2^53 + 1: the first integer a double cannot hold

/** The columns of every row, with the generic types the server reports (0 numeric, 1 string, 2 temporal, 3 boolean). */
export const PAYLOAD_COLUMNS = [
  ['order_id', 0],
  ['customer_id', 0],
  ['region', 1],
  ['amount', 0],
  ['ordered_at', 2],
  ['balance', 0],
  ['is_paid', 3],
] as const;

/** The big integer written in row `i` of column order_id (exactly as generated). */
export function orderIdOf(i: number): bigint {
  return BASE + BigInt(i) * 7919n;
}

/** Writes a `POST /api/v1/chart/data` 200 body with `rows` records; order_id and balance are beyond 2^53. */
export function chartDataPayload({ rows, seed = 42 }: PayloadOptions): string {
  const next = random(seed);
  const regions = ['EMEA', 'APAC', 'North "America"', 'LATAM', 'Pacific\\Islands'];
  const out: string[] = [];
  for (let i = 0; i < rows; i += 1) {
    const balance = -(BASE * 1000n + BigInt(Math.floor(next() * 1e9)));
    out.push(
      `{"order_id":${orderIdOf(i)},"customer_id":${Math.floor(next() * 1e6)},"region":${JSON.stringify(regions[i % 5])},` +
        `"amount":${(next() * 1e4).toFixed(2)},"ordered_at":${1_700_000_000_000 + i * 60_000},"balance":${balance},"is_paid":${next() < 0.5}}`,
    );
  }
  const colnames = JSON.stringify(PAYLOAD_COLUMNS.map(([n]) => n));
  const coltypes = JSON.stringify(PAYLOAD_COLUMNS.map(([, t]) => t));
  return (
    `{"result":[{"cache_key":"bench","cached_dttm":null,"cache_timeout":300,"annotation_data":{},"error":null,` +
    `"is_cached":false,"query":"SELECT ...","status":"success","stacktrace":null,"rowcount":${rows},` +
    `"from_dttm":null,"to_dttm":null,"colnames":${colnames},"coltypes":${coltypes},"data":[${out.join(',')}],` +
    `"applied_filters":[],"rejected_filters":[]}]}`
  );
}

// SQL fragments for generating data inside DuckDB. Randomness is hash-based: the value for row i and stream k is
// a pure function of (i, seed, k), so a table comes out identical on every run and on any number of threads.

/** A SQL string literal. */
export function lit(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** A SQL list literal of strings, indexed from 1 in DuckDB. */
export function listLit(values: readonly string[]): string {
  return `[${values.map(lit).join(', ')}]`;
}

/**
 * A 64-bit constant for (seed, stream) from splitmix64. Rows draw `hash(i XOR constant)`: DuckDB's hash of one
 * integer is a murmur-style finaliser, so distinct constants give independent streams. (Hashing several values at
 * once, `hash(i, seed, k)`, is not enough: DuckDB combines the parts so weakly that streams come out correlated.)
 */
export function streamConstant(seed: number, stream: number): bigint {
  const mask = (1n << 64n) - 1n;
  let z = (BigInt(seed) * 0x9e3779b97f4a7c15n + BigInt(stream) * 0xbf58476d1ce4e5b9n) & mask;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask;
  return z ^ (z >> 31n);
}

function draw(key: string, seed: number, stream: number): string {
  return `hash(xor((${key})::UBIGINT, ${streamConstant(seed, stream)}::UBIGINT))`;
}

/** A uniform double in [0, 1) determined by `key` (an integer expression), the seed and a stream number. */
export function uniform(key: string, seed: number, stream: number): string {
  return `((${draw(key, seed, stream)} >> 11)::DOUBLE / 9007199254740992.0)`;
}

/** An integer in [0, n) determined by `key`, the seed and a stream number. */
export function index(key: string, seed: number, stream: number, n: number): string {
  return `(${draw(key, seed, stream)} % ${n})::INTEGER`;
}

/** A CASE choosing among values by a uniform expression and cumulative probabilities (the last one is 1). */
export function pickByCumulative(u: string, choices: ReadonlyArray<readonly [string, number]>): string {
  const arms = choices.slice(0, -1).map(([value, cum]) => `WHEN ${u} < ${cum} THEN ${lit(value)}`);
  const last = choices[choices.length - 1];
  if (!last) throw new Error('pickByCumulative needs at least one choice');
  return `(CASE ${arms.join(' ')} ELSE ${lit(last[0])} END)`;
}

/** A VALUES list from rows of already-rendered SQL literals. */
export function valuesLit(rows: ReadonlyArray<readonly string[]>): string {
  return rows.map((r) => `(${r.join(', ')})`).join(',\n    ');
}

/** A number rendered as a SQL DOUBLE literal. */
export function num(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return `${value}::DOUBLE`;
}

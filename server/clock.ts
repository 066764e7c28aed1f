/** The server's clock. TESSERA_FIXED_NOW (an ISO date-time, UTC when no zone is given) pins it, for tests. */
export function now(): Date {
  const fixed = process.env.TESSERA_FIXED_NOW;
  if (fixed) {
    const d = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(fixed) ? fixed : `${fixed}Z`);
    if (!Number.isNaN(d.getTime())) return d;
  }
  return new Date();
}

import { BABY_NAMES, BIRTH_STATES, BIRTH_YEARS, EXAMPLE_SEED } from './dimensions';
import { lit, num, uniform, valuesLit } from './sql';

/** Rows in birth_names: one per year, name and state. */
export const BIRTH_NAMES_ROWS = (BIRTH_YEARS.last - BIRTH_YEARS.first + 1) * BABY_NAMES.length * BIRTH_STATES.length;

/** A SELECT producing the birth_names table: each name rises and fades around its peak year. */
export function birthNamesSelect(seed: number = EXAMPLE_SEED): string {
  const names = valuesLit(
    BABY_NAMES.map((n, idx) => [String(idx), lit(n.name), lit(n.gender), num(n.weight), String(n.peak)]),
  );
  const states = valuesLit(BIRTH_STATES.map(([state, share], idx) => [String(idx), lit(state), num(share)]));
  const key = `(y * 10000 + name_idx * 100 + state_idx)`;
  return `
WITH
  names(name_idx, name, gender, weight, peak) AS (VALUES
    ${names}),
  states(state_idx, state, share) AS (VALUES
    ${states}),
  grid AS (
    SELECT y, n.*, s.*
    FROM range(${BIRTH_YEARS.first}, ${BIRTH_YEARS.last + 1}) t(y) CROSS JOIN names n CROSS JOIN states s
  ),
  counted AS (
    SELECT *,
      round(weight * share * 180 * exp(-pow((y - peak) / (14.0 + 10 * ${uniform(`name_idx`, seed, 31)}), 2))
            * (0.8 + 0.4 * ${uniform(key, seed, 32)}))::BIGINT AS num
    FROM grid
  )
SELECT
  make_date(y::INTEGER, 1, 1) AS ds,
  name, gender, state, num,
  CASE WHEN gender = 'boy' THEN num ELSE 0 END::BIGINT AS num_boys,
  CASE WHEN gender = 'girl' THEN num ELSE 0 END::BIGINT AS num_girls
FROM counted
ORDER BY y, name_idx, state_idx`;
}

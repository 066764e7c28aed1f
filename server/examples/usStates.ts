/** The us_states example table: each state's and DC's resident population at the 2020 Census, by ISO 3166-2 code. */
import { lit, valuesLit } from './sql';

/** Where the figures come from (U.S. Census Bureau data are in the public domain). */
export const US_STATES_SOURCE = 'U.S. Census Bureau, 2020 Census resident population (public domain).';

/** USPS code, name and 2020 population of the 50 states and DC. */
export const US_STATE_POPULATION: readonly (readonly [string, string, number])[] = [
  ['AL', 'Alabama', 5024279],
  ['AK', 'Alaska', 733391],
  ['AZ', 'Arizona', 7151502],
  ['AR', 'Arkansas', 3011524],
  ['CA', 'California', 39538223],
  ['CO', 'Colorado', 5773714],
  ['CT', 'Connecticut', 3605944],
  ['DE', 'Delaware', 989948],
  ['DC', 'District of Columbia', 689545],
  ['FL', 'Florida', 21538187],
  ['GA', 'Georgia', 10711908],
  ['HI', 'Hawaii', 1455271],
  ['ID', 'Idaho', 1839106],
  ['IL', 'Illinois', 12812508],
  ['IN', 'Indiana', 6785528],
  ['IA', 'Iowa', 3190369],
  ['KS', 'Kansas', 2937880],
  ['KY', 'Kentucky', 4505836],
  ['LA', 'Louisiana', 4657757],
  ['ME', 'Maine', 1362359],
  ['MD', 'Maryland', 6177224],
  ['MA', 'Massachusetts', 7029917],
  ['MI', 'Michigan', 10077331],
  ['MN', 'Minnesota', 5706494],
  ['MS', 'Mississippi', 2961279],
  ['MO', 'Missouri', 6154913],
  ['MT', 'Montana', 1084225],
  ['NE', 'Nebraska', 1961504],
  ['NV', 'Nevada', 3104614],
  ['NH', 'New Hampshire', 1377529],
  ['NJ', 'New Jersey', 9288994],
  ['NM', 'New Mexico', 2117522],
  ['NY', 'New York', 20201249],
  ['NC', 'North Carolina', 10439388],
  ['ND', 'North Dakota', 779094],
  ['OH', 'Ohio', 11799448],
  ['OK', 'Oklahoma', 3959353],
  ['OR', 'Oregon', 4237256],
  ['PA', 'Pennsylvania', 13002700],
  ['RI', 'Rhode Island', 1097379],
  ['SC', 'South Carolina', 5118425],
  ['SD', 'South Dakota', 886667],
  ['TN', 'Tennessee', 6910840],
  ['TX', 'Texas', 29145505],
  ['UT', 'Utah', 3271616],
  ['VT', 'Vermont', 643077],
  ['VA', 'Virginia', 8631393],
  ['WA', 'Washington', 7705281],
  ['WV', 'West Virginia', 1793716],
  ['WI', 'Wisconsin', 5893718],
  ['WY', 'Wyoming', 576851],
];

/** The rows us_states holds. */
export const US_STATES_ROWS = US_STATE_POPULATION.length;

/** The SELECT that builds us_states: state_code ('US-CA'), state and population. */
export function usStatesSelect(): string {
  const rows = valuesLit(
    US_STATE_POPULATION.map(([code, name, people]) => [lit(`US-${code}`), lit(name), String(people)]),
  );
  return `SELECT state_code::VARCHAR AS state_code, state::VARCHAR AS state, population::BIGINT AS population
    FROM (VALUES ${rows}) AS t(state_code, state, population)`;
}

/** A time format id starting with this prefix is applied in the browser's local time, not UTC. */
export const LOCAL_PREFIX = 'local!';

/** Named d3 time formats. */
export const TimeFormats = {
  DATABASE_DATE: '%Y-%m-%d',
  DATABASE_DATETIME: '%Y-%m-%d %H:%M:%S',
  DATABASE_DATETIME_REVERSE: '%d-%m-%Y %H:%M:%S',
  INTERNATIONAL_DATE: '%d/%m/%Y',
  TIME: '%H:%M:%S',
  US_DATE: '%m/%d/%Y',
} as const;

/** Time grains as ISO 8601 durations, as the query API names them. */
export const TimeGranularity = {
  DATE: 'date',
  SECOND: 'PT1S',
  MINUTE: 'PT1M',
  FIVE_MINUTES: 'PT5M',
  TEN_MINUTES: 'PT10M',
  FIFTEEN_MINUTES: 'PT15M',
  THIRTY_MINUTES: 'PT30M',
  HOUR: 'PT1H',
  DAY: 'P1D',
  WEEK: 'P1W',
  WEEK_STARTING_SUNDAY: '1969-12-28T00:00:00Z/P1W',
  WEEK_STARTING_MONDAY: '1969-12-29T00:00:00Z/P1W',
  WEEK_ENDING_SATURDAY: 'P1W/1970-01-03T00:00:00Z',
  WEEK_ENDING_SUNDAY: 'P1W/1970-01-04T00:00:00Z',
  MONTH: 'P1M',
  QUARTER: 'P3M',
  YEAR: 'P1Y',
} as const;

/** One of the time grains in `TimeGranularity`. */
export type TimeGranularity = (typeof TimeGranularity)[keyof typeof TimeGranularity];

const MINUTE = '%Y-%m-%d %H:%M';

/** The d3 time format that shows one period of each grain. */
export const TimeFormatsForGranularity: Record<TimeGranularity, string> = {
  [TimeGranularity.DATE]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.SECOND]: TimeFormats.DATABASE_DATETIME,
  [TimeGranularity.MINUTE]: MINUTE,
  [TimeGranularity.FIVE_MINUTES]: MINUTE,
  [TimeGranularity.TEN_MINUTES]: MINUTE,
  [TimeGranularity.FIFTEEN_MINUTES]: MINUTE,
  [TimeGranularity.THIRTY_MINUTES]: MINUTE,
  [TimeGranularity.HOUR]: '%Y-%m-%d %H:00',
  [TimeGranularity.DAY]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.WEEK]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.MONTH]: '%b %Y',
  [TimeGranularity.QUARTER]: '%Y Q%q',
  [TimeGranularity.YEAR]: '%Y',
  [TimeGranularity.WEEK_STARTING_SUNDAY]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.WEEK_STARTING_MONDAY]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.WEEK_ENDING_SATURDAY]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.WEEK_ENDING_SUNDAY]: TimeFormats.DATABASE_DATE,
};

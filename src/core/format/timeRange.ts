import { TimeGranularity } from './timeFormats';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

type Mode = 'utc' | 'local';

function createTime(mode: Mode, year: number, month = 0, date = 1): Date {
  return mode === 'local' ? new Date(year, month, date) : new Date(Date.UTC(year, month, date));
}

function lastMsBefore(time: Date): Date {
  return new Date(time.getTime() - 1);
}

function endOf(time: Date, granularity: TimeGranularity, mode: Mode): Date {
  const local = mode === 'local';
  const date = local ? time.getDate() : time.getUTCDate();
  const month = local ? time.getMonth() : time.getUTCMonth();
  const year = local ? time.getFullYear() : time.getUTCFullYear();
  const plus = (ms: number) => new Date(time.getTime() + ms - 1);
  switch (granularity) {
    case TimeGranularity.SECOND:
      return plus(SECOND);
    case TimeGranularity.MINUTE:
      return plus(MINUTE);
    case TimeGranularity.FIVE_MINUTES:
      return plus(5 * MINUTE);
    case TimeGranularity.TEN_MINUTES:
      return plus(10 * MINUTE);
    case TimeGranularity.FIFTEEN_MINUTES:
      return plus(15 * MINUTE);
    case TimeGranularity.THIRTY_MINUTES:
      return plus(30 * MINUTE);
    case TimeGranularity.HOUR:
      return plus(HOUR);
    // From a day up, calendar arithmetic keeps daylight-saving days right in local time.
    case TimeGranularity.WEEK:
    case TimeGranularity.WEEK_STARTING_SUNDAY:
    case TimeGranularity.WEEK_STARTING_MONDAY:
      return lastMsBefore(createTime(mode, year, month, date + 7));
    case TimeGranularity.MONTH:
      return lastMsBefore(createTime(mode, year, month + 1));
    case TimeGranularity.QUARTER:
      return lastMsBefore(createTime(mode, year, (Math.floor(month / 3) + 1) * 3));
    case TimeGranularity.YEAR:
      return lastMsBefore(createTime(mode, year + 1));
    default:
      return lastMsBefore(createTime(mode, year, month, date + 1));
  }
}

/**
 * The [start, end] instants of the period that starts at `time` for a grain. Week-ending grains take
 * `time` as the last day of the week, so the period starts six days earlier.
 */
export function createTimeRangeFromGranularity(
  time: Date,
  granularity: TimeGranularity,
  useLocalTime = false,
): [Date, Date] {
  const mode: Mode = useLocalTime ? 'local' : 'utc';
  const end = endOf(time, granularity, mode);
  if (granularity === TimeGranularity.WEEK_ENDING_SATURDAY || granularity === TimeGranularity.WEEK_ENDING_SUNDAY) {
    const date = useLocalTime ? time.getDate() : time.getUTCDate();
    const month = useLocalTime ? time.getMonth() : time.getUTCMonth();
    const year = useLocalTime ? time.getFullYear() : time.getUTCFullYear();
    return [createTime(mode, year, month, date - 6), end];
  }
  return [time, end];
}

import type { Moment } from './moment';
import { dropMicroseconds, startOfDay } from './moment';
import { parseAbsoluteDate } from './absolute-date';
import { parseNaturalDate } from './natural-date';
import { TimeRangeAmbiguousError, TimeRangeParseError } from './errors';

const BARE_PERIOD = /^\s*([0-9]+)\s+(second|minute|hour|day|week|month|quarter|year)s?\s*$/i;

/** Reads a human phrase as a moment (parse_human_datetime): an absolute date first, then words relative to now. */
export function parseHumanDatetime(text: string, now: Moment): Moment {
  if (BARE_PERIOD.test(text)) throw new TimeRangeAmbiguousError(text);
  const absolute = parseAbsoluteDate(text, now);
  if (absolute) return absolute;
  const natural = parseNaturalDate(text, dropMicroseconds(now));
  if (!natural) throw new TimeRangeParseError(text);
  return dropMicroseconds(natural.hasTime ? natural.moment : startOfDay(natural.moment));
}

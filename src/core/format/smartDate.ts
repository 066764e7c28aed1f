import type { TimeLocaleDefinition } from 'd3-time-format';
import { createMultiFormatter } from './multiFormatter';
import type { TimeFormatter } from './timeFormatter';

/** Id of the adaptive time format. */
export const SMART_DATE_ID = 'smart_date';
/** Id of the adaptive time format that always shows the full date. */
export const SMART_DATE_DETAILED_ID = 'smart_date_detailed';
/** Id of the adaptive time format with weekday and month names. */
export const SMART_DATE_VERBOSE_ID = 'smart_date_verbose';

/** The adaptive time formatter (UTC): '.123ms', ':33s', '11:22', '11 AM', 'Tue 03', 'Mar 15', 'March', '2020'. */
export function createSmartDateFormatter(locale?: TimeLocaleDefinition): TimeFormatter {
  return createMultiFormatter({
    id: SMART_DATE_ID,
    label: 'Adaptative Formatting',
    locale,
    formats: {
      millisecond: '.%Lms',
      second: ':%Ss',
      minute: '%I:%M',
      hour: '%I %p',
      day: '%a %d',
      week: '%b %d',
      month: '%B',
      year: '%Y',
    },
  });
}

/** The detailed adaptive time formatter (UTC): '2020-03-10 13:10:00.100' down to '2020-03-01' or '2020'. */
export function createSmartDateDetailedFormatter(locale?: TimeLocaleDefinition): TimeFormatter {
  return createMultiFormatter({
    id: SMART_DATE_DETAILED_ID,
    label: 'Detailed adaptive formatter',
    locale,
    formats: {
      millisecond: '%Y-%m-%d %H:%M:%S.%L',
      second: '%Y-%m-%d %H:%M:%S',
      minute: '%Y-%m-%d %H:%M',
      hour: '%Y-%m-%d %H:%M',
      day: '%Y-%m-%d',
      week: '%Y-%m-%d',
      month: '%Y-%m-%d',
      year: '%Y',
    },
  });
}

/** The verbose adaptive time formatter (UTC): 'Tue Mar 3', 'Mar 2020', '2020'. */
export function createSmartDateVerboseFormatter(locale?: TimeLocaleDefinition): TimeFormatter {
  return createMultiFormatter({
    id: SMART_DATE_VERBOSE_ID,
    label: 'Verbose Adaptative Formatting',
    locale,
    formats: {
      millisecond: '.%L',
      second: '%a %b %d, %I:%M:%S %p',
      minute: '%a %b %d, %I:%M %p',
      hour: '%a %b %d, %I %p',
      day: '%a %b %-e',
      week: '%a %b %-e',
      month: '%b %Y',
      year: '%Y',
    },
  });
}

/** The adaptive time formatter in the default locale. */
export const smartDateFormatter = createSmartDateFormatter();
/** The detailed adaptive time formatter in the default locale. */
export const smartDateDetailedFormatter = createSmartDateDetailedFormatter();
/** The verbose adaptive time formatter in the default locale. */
export const smartDateVerboseFormatter = createSmartDateVerboseFormatter();

/** A phrase that names a length of time but no point in time, such as "2 days". */
export class TimeRangeAmbiguousError extends Error {
  override readonly name = 'TimeRangeAmbiguousError';
  constructor(readonly text: string) {
    super(`Time string is ambiguous. Please specify [${text} ago] or [${text} later].`);
  }
}

/** A phrase that could not be read as a date-time. */
export class TimeRangeParseError extends Error {
  override readonly name = 'TimeRangeParseFailError';
  constructor(readonly text: string) {
    super(`Cannot parse time string [${text}]`);
  }
}

/** A time range whose start falls after its end. */
export class TimeRangeOrderError extends Error {
  override readonly name = 'ValueError';
  constructor() {
    super('From date cannot be larger than to date');
  }
}

/** Any other invalid time range, such as an expression that does not parse or an unknown holiday. */
export class TimeRangeValueError extends Error {
  override readonly name = 'ValueError';
}

/** A date before the year 1 or after the year 9999 (or no date at all): DATEADD(DATETIME("now"), 99999999999, year). */
export class TimeRangeOutOfRangeError extends TimeRangeValueError {
  constructor() {
    super('Date is out of range: dates must fall between the years 1 and 9999');
  }
}

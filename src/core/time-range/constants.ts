/** The text that means no time filter at all. */
export const NO_TIME_RANGE = 'No filter';
/** The separator between the start and the end of a time range. */
export const SEPARATOR = ' : ';

// The dates the API accepts (issue 36): years 0001 or 9999 are valid ISO dates but no shop date, and
// calendar arithmetic past year 9999 fails ('+010000-01'). Every date and date-time that comes in is
// checked against this range on the date as written (no timezone: what the person typed or picked).

/** First and last calendar day the API accepts. */
export const DATE_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const;

/** German message for a date outside DATE_RANGE (the field's 422). */
export const DATE_RANGE_MESSAGE = 'Das Datum muss zwischen 01.01.2000 und 31.12.2100 liegen.';

const LEADING_DATE = /^(\d{4}-\d{2}-\d{2})(?:$|T)/;

/**
 * Whether a 'YYYY-MM-DD' date or an ISO date-time ('YYYY-MM-DDTHH:mm...') lies within DATE_RANGE, by the
 * date it names. Anything else (expanded years such as '+010000-01-01', no date at all) is outside.
 */
export function isDateInRange(value: string): boolean {
  const date = LEADING_DATE.exec(value)?.[1];
  return date !== undefined && date >= DATE_RANGE.min && date <= DATE_RANGE.max;
}

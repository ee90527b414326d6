import { closingTimeText, formatDate, GERMAN_WEEKDAYS, OPENING_TEXTS, type OpeningHoursRule } from '@bestell/domain';

/** Dates and times ('2026-12-24', '07:00') in order; plain comparison, no ICU collator (issue 17). */
const inOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const WEEKDAY_ORDER = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * Opening hours as rows 'Montag: 07:00 bis 18:00' (spec 9 'from bis to', midnight as 24:00); once-rules by
 * date, a 'holidays' rule (issue 39) as 'Feiertage' before them.
 */
export function openingHoursRows(rules: readonly OpeningHoursRule[]): { day: string; hours: string }[] {
  const label = (rule: OpeningHoursRule) => {
    if (rule.type === 'daily') return 'Täglich';
    if (rule.type === 'once') return rule.date ? formatDate(rule.date) : '';
    if (rule.type === 'holidays') return 'Feiertage';
    return GERMAN_WEEKDAYS[WEEKDAY_ORDER.indexOf(rule.type)] ?? rule.type;
  };
  const rank = (rule: OpeningHoursRule) =>
    rule.type === 'daily'
      ? -1
      : rule.type === 'holidays'
        ? 9
        : rule.type === 'once'
          ? 10
          : WEEKDAY_ORDER.indexOf(rule.type);
  const rows = new Map<string, string[]>();
  [...rules]
    .sort((a, b) => rank(a) - rank(b) || inOrder(a.date ?? '', b.date ?? '') || inOrder(a.from, b.from))
    .forEach((rule) => {
      const key = label(rule);
      const hours = rule.isClosed
        ? OPENING_TEXTS.closed
        : OPENING_TEXTS.hoursRange(rule.from, closingTimeText(rule.to));
      rows.set(key, [...(rows.get(key) ?? []), hours]);
    });
  return [...rows].map(([day, hours]) => ({ day, hours: hours.join(', ') }));
}

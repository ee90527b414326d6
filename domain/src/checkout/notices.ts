import { OWN_TEXTS } from '../messages/own-texts.js';
import { NOTICE_TEXTS } from '../messages/storefront.js';
import { branchStatus, deliveryRules, isOrderableNow } from '../opening-hours/branch-status.js';
import { nextOpening } from '../opening-hours/next-opening.js';
import { dayName } from '../opening-hours/texts.js';
import { zonedParts } from '../opening-hours/zoned-time.js';
import type { Branch, Instant, OpeningHoursRule, OrderType } from '../types.js';

function reopening(
  rules: readonly OpeningHoursRule[],
  now: Instant,
  tz: string,
  sameDay: (time: string) => string,
  otherDay: (day: string, time: string) => string,
): string | null {
  const next = nextOpening(rules, now, tz);
  if (!next) return null;
  const today = zonedParts(now, tz).date;
  const local = zonedParts(next, tz);
  return local.date === today ? sameDay(local.time) : otherDay(dayName(local.date, today), local.time);
}

/**
 * Closed notice (spec 8): 'Derzeit haben wir leider geschlossen.' plus when we reopen, or the
 * closedMessage when there is no next shift. Null while the branch is open.
 */
export function closedNotice(branch: Branch, now: Instant, tz: string): string[] | null {
  if (branchStatus(branch, now, tz).status !== 'closed') return null;
  const rules = [...branch.openingHours, ...(branch.isDeliveryHoursEnabled ? (branch.deliveryHours ?? []) : [])];
  const next = reopening(rules, now, tz, NOTICE_TEXTS.reopensAtTime, NOTICE_TEXTS.reopensOnDay);
  const second = next ?? branch.closedMessage;
  return second ? [NOTICE_TEXTS.closedNow, second] : [NOTICE_TEXTS.closedNow];
}

/**
 * No-delivery notice (spec 8) for a delivery order: 'Derzeit bieten wir leider keine Lieferung an.'
 * when the branch does not deliver at all, else 'Derzeit ist leider keine Lieferung möglich.' with the
 * next delivery time; then the other order types the branch offers. Null when delivery is possible.
 */
export function noDeliveryNotice(branch: Branch, now: Instant, tz: string): string[] | null {
  if (isOrderableNow(branch, 'delivery', now, tz)) return null;
  const lines: string[] = [];
  if (!branch.isDeliveryEnabled) {
    lines.push(NOTICE_TEXTS.noDeliveryOffered);
  } else {
    lines.push(NOTICE_TEXTS.noDeliveryNow);
    const next = reopening(
      deliveryRules(branch),
      now,
      tz,
      NOTICE_TEXTS.deliversAgainAtTime,
      NOTICE_TEXTS.deliversAgainOnDay,
    );
    if (next) lines.push(next);
  }
  if (branch.isTakeawayEnabled) lines.push(OWN_TEXTS.offerTakeaway);
  if (branch.isDineInEnabled) lines.push(OWN_TEXTS.offerDineIn);
  return lines;
}

/**
 * Preorder notice (spec 8) when the order type cannot be served now and preorders are enabled: fully
 * closed -> 'Sie können aber gerne ... vorbestellen.' + 'Wir bearbeiten diese ...'; open but not for
 * this order type (e.g. outside delivery hours) -> 'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.'
 */
export function preorderNotice(branch: Branch, orderType: OrderType, now: Instant, tz: string): string[] | null {
  if (!branch.isPreorderEnabled || isOrderableNow(branch, orderType, now, tz)) return null;
  if (branchStatus(branch, now, tz).status === 'closed') {
    return [NOTICE_TEXTS.preorderLater, NOTICE_TEXTS.preorderProcessedLater];
  }
  return [NOTICE_TEXTS.preorderWelcome];
}

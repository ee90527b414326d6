// Public surface of @bestell/domain: pure business rules of the storefront spec. See README.md.
export * from './messages/server.js';
export * from './messages/storefront.js';
export * from './messages/order-actions.js';
export * from './messages/resources.js';
export * from './messages/own-texts.js';
export * from './messages/opening-texts.js';
export * from './messages/order-texts.js';
export * from './messages/price-texts.js';
export * from './messages/order-labels.js';
export * from './messages/first-admin-texts.js';

export * from './types.js';
export { Decimal, dec, floorDecimal, isSetAmount, maxDecimal, type DecimalValue } from './decimal.js';

export * from './units/unit-table.js';
export * from './units/conversion.js';
export * from './units/quantity.js';
export * from './units/cart-count.js';

export * from './pricing/rounding.js';
export * from './pricing/money-format.js';
export * from './pricing/money-text.js';
export * from './pricing/donation.js';
export * from './pricing/modifiers.js';
export * from './pricing/calculation-model.js';
export * from './pricing/item-price.js';
export * from './pricing/taxes.js';
export * from './pricing/delivery-fee.js';
export * from './pricing/minimum-order.js';
export * from './pricing/totals.js';
export * from './pricing/limits.js';

export * from './opening-hours/zoned-time.js';
export * from './opening-hours/rules.js';
export * from './opening-hours/shifts.js';
export * from './opening-hours/branch-status.js';
export * from './opening-hours/next-opening.js';
export * from './opening-hours/lead-time.js';
export * from './opening-hours/appointment-slots.js';
export * from './opening-hours/free-times.js';
export * from './opening-hours/texts.js';
export * from './opening-hours/hour-ranges.js';

export * from './checkout/defaults.js';
export * from './checkout/phone.js';
export * from './checkout/validation.js';
export * from './checkout/submit-label.js';
export * from './checkout/notices.js';
export * from './checkout/voucher.js';
export * from './checkout/admission.js';
export * from './checkout/dine-in.js';

export * from './catalog/availability.js';
export * from './catalog/parts.js';
export * from './catalog/branch-access.js';
export * from './catalog/configuration-steps.js';
export * from './catalog/active-menu.js';
export * from './catalog/menu-placement.js';
export * from './catalog/cart-item-match.js';
export * from './catalog-import/index.js';

export * from './orders/order-flags.js';
export * from './orders/order-status.js';
export * from './orders/order-edit.js';
export * from './orders/item-choices.js';
export * from './orders/status-details.js';
export * from './orders/order-lines.js';
export * from './orders/timeline.js';
export * from './orders/waiting-time.js';
export * from './orders/customer-rules.js';
export * from './orders/payment-status.js';
export * from './orders/test-orders.js';
export type * from './orders/order-views.js';

export * from './text/slug.js';
export * from './text/search.js';
export * from './text/dates.js';
export * from './text/date-range.js';
export * from './text/mail-header.js';
export * from './text/wrap.js';

export * from './media/images.js';
export * from './media/responsive-images.js';
export * from './questionnaire/questionnaire.js';
export * from './realtime/events.js';
export * from './media/uploads.js';
export * from './media/part-files.js';
export type * from './media/media-views.js';
export * from './media/fonts.js';
export * from './media/templates.js';
export * from './notifications/msisdn.js';
export * from './notifications/sms-length.js';
export * from './setup/checklist.js';
export * from './setup/printer-status.js';
export * from './config/app-version.js';
export * from './config/plugins.js';
export * from './navigation/navigation.js';
export * from './navigation/navigation-rules.js';
export * from './navigation/link-target.js';
export * from './config/app-install.js';
export * from './config/app-icons.js';
export * from './config/web-app-manifest.js';

export * from './content/fields.js';
export * from './content/motion.js';
export * from './content/links.js';
export * from './content/blocks.js';
export * from './content/site-types.js';
export * from './content/validate.js';
export * from './content/redirects.js';
export * from './content/seo.js';
export * from './content/structured-data.js';
export * from './content/contact-form.js';
export * from './content/lead-image.js';
export * from './content/map.js';
export type * from './content/content-views.js';

// Staff (issue 18): working-time rules, contracts, time clock, holiday ledger. Public holidays
// (date-holidays) are server-only: '@bestell/domain/public-holidays'.
export * from './staff/texts.js';
export * from './staff/pin-rules.js';
export * from './staff/work-contracts.js';
export * from './staff/working-time-rules.js';
export * from './staff/time-clock.js';
export * from './staff/holiday-ledger.js';
export * from './staff/staff-views.js';
export * from './insights/order-figures.js';
export * from './insights/heatmap.js';
export * from './insights/visitor.js';
export * from './insights/labels.js';
export * from './insights/order-durations.js';
export * from './insights/category-figures.js';

// Signage (issue 19): contracts of scenes, segments, streams, TVs, manifest and events; playback resolution.
export * from './signage/contracts.js';
export * from './signage/playback.js';
export * from './signage/menu-layout.js';

// Self-service kiosk (issue 21): texts, idle timing, kiosk API contracts.
export * from './kiosk/kiosk.js';

// Catering quotes (issue 21 item 4): states, pricing at quoted prices, texts, views.
export * from './quotes/index.js';

// Phone orders at the frontdesk and customers (issue 21): phone payment answers, customer keys and views.
export * from './counter/phone-order.js';
export * from './counter/customers.js';

// Slot capacity (issue 21): rules per weekday and window, usage vs caps, rush mode, cut-offs.
export * from './capacity/texts.js';
export * from './capacity/rules.js';
export * from './capacity/usage.js';
export * from './capacity/rush.js';
export type * from './capacity/views.js';

// Audit log (issue 21 item 6): the view of GET /api/logs, the actions and the mask of secrets.
export * from './audit/audit-log.js';

// External users and outgoing webhooks (issue 22 item 5): events, scopes, X-Signature, host policy, views.
export * from './webhooks/index.js';
export * from './production/bake-list.js';
export * from './production/freeze.js';
export * from './production/standing-orders.js';

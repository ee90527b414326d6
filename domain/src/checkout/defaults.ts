import type { Branch, Country, NotificationType, PaymentMethod } from '../types.js';

/** Countries accepted in addresses (spec 9), default AT. */
export const COUNTRIES: readonly Country[] = ['AT', 'CH', 'DE', 'LI'];
export const DEFAULT_COUNTRY: Country = 'AT';
/** Default notification type (spec 9). */
export const DEFAULT_NOTIFICATION_TYPE: NotificationType = 'sms';

/**
 * The notification types a customer may choose (issue 37): SMS only while the server has an SMS transport
 * (the config's `smsAvailable`); otherwise a text would go nowhere and the customer hear nothing.
 */
export function notificationTypesOffered(smsAvailable: boolean): NotificationType[] {
  return smsAvailable ? ['sms', 'email'] : ['email'];
}

/** Spec 9's default (SMS) while SMS can be sent, else e-mail. */
export function defaultNotificationType(smsAvailable: boolean): NotificationType {
  return smsAvailable ? DEFAULT_NOTIFICATION_TYPE : 'email';
}

/** Payment default (spec 4): cash if the branch enables it, otherwise datatrans. */
export function defaultPaymentMethod(branch: Pick<Branch, 'isCashEnabled'>): PaymentMethod {
  return branch.isCashEnabled ? 'cash' : 'datatrans';
}

/** Payment methods a branch offers, from its flags (spec 3). */
export function enabledPaymentMethods(
  branch: Pick<
    Branch,
    'isCashEnabled' | 'isATMCardEnabled' | 'isHydroAGVoucherEnabled' | 'isMollieEnabled' | 'isDatatransEnabled'
  >,
): PaymentMethod[] {
  const methods: [PaymentMethod, boolean | undefined][] = [
    ['cash', branch.isCashEnabled],
    ['atm-card', branch.isATMCardEnabled],
    ['hydro-ag-voucher', branch.isHydroAGVoucherEnabled],
    ['mollie', branch.isMollieEnabled],
    ['datatrans', branch.isDatatransEnabled],
  ];
  return methods.filter(([, enabled]) => !!enabled).map(([method]) => method);
}

// German texts the order endpoints need that domain/ does not (yet) provide; candidates for domain/messages.
// The admission refusals live in domain/ (issue 38); the keys stay so callers and tests keep one name.
import { ADMISSION_TEXTS } from '@bestell/domain';

export const ORDER_TEXTS = {
  branchUnavailable: ADMISSION_TEXTS.branchUnavailable,
  orderTypeDisabled: ADMISSION_TEXTS.orderTypeDisabled,
  productUnavailable: ADMISSION_TEXTS.productUnavailable,
  productUnknown: ADMISSION_TEXTS.productUnknown,
  unitInvalid: 'Diese Einheit wird für das Produkt nicht angeboten.',
  partsIncomplete: (name: string) => `Bitte vervollständigen Sie die Auswahl für „${name}“.`,
  tableUnknown: ADMISSION_TEXTS.tableUnknown,
  donateeUnknown: ADMISSION_TEXTS.donateeUnknown,
  idempotencyMismatch:
    'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet. Bitte verwenden Sie einen neuen Schlüssel.',
  idempotencyRunning: 'Diese Anfrage wird bereits verarbeitet. Bitte versuchen Sie es in Kürze erneut.',
  idempotencyKeyInvalid: 'Der Idempotency-Key ist ungültig (1 bis 200 Zeichen).',
  concurrentChange: 'Die Bestellung wurde inzwischen geändert. Bitte laden Sie sie neu.',
  itemUnknown: 'Diese Position existiert nicht.',
  uploadUnknown: 'Die hochgeladene Datei wurde nicht gefunden. Bitte laden Sie die Datei erneut hoch.',
  uploadSingle: 'Für diesen Schritt ist nur eine Datei erlaubt.',
  testOrderStaffOnly: ADMISSION_TEXTS.testOrderStaffOnly,
  testOrderOnlinePayment: ADMISSION_TEXTS.testOrderOnlinePayment,
  uploadImagesOnly: 'Für diesen Schritt sind nur Bilder (jpg, jpeg, png, gif) erlaubt.',
} as const;

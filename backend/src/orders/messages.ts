// German texts the order endpoints need that domain/ does not (yet) provide; candidates for domain/messages.

export const ORDER_TEXTS = {
  branchUnavailable: 'Diese Filiale nimmt derzeit keine Bestellungen an.',
  orderTypeDisabled: 'Diese Bestellart wird von der Filiale nicht angeboten.',
  productUnavailable: (name: string) => `Das Produkt „${name}“ ist derzeit nicht verfügbar.`,
  productUnknown: 'Dieses Produkt ist nicht im aktuellen Sortiment der Filiale.',
  unitInvalid: 'Diese Einheit wird für das Produkt nicht angeboten.',
  partsIncomplete: (name: string) => `Bitte vervollständigen Sie die Auswahl für „${name}“.`,
  tableUnknown: 'Dieser Tisch existiert in der Filiale nicht.',
  donateeUnknown: 'Dieser Spendenempfänger existiert nicht.',
  idempotencyMismatch:
    'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet. Bitte verwenden Sie einen neuen Schlüssel.',
  idempotencyRunning: 'Diese Anfrage wird bereits verarbeitet. Bitte versuchen Sie es in Kürze erneut.',
  idempotencyKeyInvalid: 'Der Idempotency-Key ist ungültig (1 bis 200 Zeichen).',
  concurrentChange: 'Die Bestellung wurde inzwischen geändert. Bitte laden Sie sie neu.',
  itemUnknown: 'Diese Position existiert nicht.',
  uploadUnknown: 'Die hochgeladene Datei wurde nicht gefunden. Bitte laden Sie die Datei erneut hoch.',
  uploadSingle: 'Für diesen Schritt ist nur eine Datei erlaubt.',
  testOrderStaffOnly: 'Testbestellungen können nur angemeldete Mitarbeiter der Filiale aufgeben.',
  testOrderOnlinePayment:
    'Testbestellungen sind nur ohne Online-Zahlung möglich (z. B. Barzahlung). Bitte wählen Sie eine andere Zahlungsart.',
  uploadImagesOnly: 'Für diesen Schritt sind nur Bilder (jpg, jpeg, png, gif) erlaubt.',
} as const;

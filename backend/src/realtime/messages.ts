// German texts the realtime gateway sends with `realtime:error` / connect errors.
export const REALTIME_TEXTS = {
  invalidCredentials: 'Die Zugangsdaten für die Live-Aktualisierung sind ungültig.',
  credentialsRevoked: 'Die Zugangsdaten wurden geändert. Bitte neu anmelden.',
  originRefused: 'Diese Herkunft darf keine Live-Verbindung öffnen.',
  tooManyAttempts: 'Zu viele Verbindungsversuche. Bitte später erneut versuchen.',
  unavailable: 'Live-Aktualisierung ist gerade nicht verfügbar.',
} as const;

// German words of the 'Logs' screen: actions, what happened in detail, resource names, values.
import { AUDIT_MASK, type AuditAction, type AuditLogView, RESOURCE_NAMES } from '@bestell/domain';

export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Erstellt',
  update: 'Geändert',
  delete: 'Gelöscht',
  login: 'Anmeldung',
  'login-failed': 'Anmeldung fehlgeschlagen',
  logout: 'Abmeldung',
};

export const ACTION_COLORS: Record<AuditAction, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  login: 'default',
  'login-failed': 'orange',
  logout: 'default',
};

const DETAIL_LABELS: Record<string, string> = {
  // order transitions and commands
  confirm: 'Bestätigt',
  reject: 'Abgelehnt',
  cancel: 'Storniert',
  inDelivery: 'In Zustellung',
  completed: 'Abgeschlossen',
  proposeCounterAppointment: 'Neuer Termin vorgeschlagen',
  editOrder: 'Bestellung bearbeitet',
  updateItem: 'Artikel geändert',
  // logins
  password: 'mit Passwort',
  link: 'mit Anmelde-Link',
  'invalid-credentials': 'Falsche Zugangsdaten',
  disabled: 'Konto deaktiviert',
  expired: 'Konto abgelaufen',
};

export const detailLabel = (detail: string | null): string | null =>
  detail === null ? null : (DETAIL_LABELS[detail] ?? detail);

const NAMES = RESOURCE_NAMES as Record<string, { plural: string; singular: string } | undefined>;

export const resourceLabel = (resource: string): string => NAMES[resource]?.plural ?? resource;

/** The areas a filter can choose: every resource the spec names, sorted by their German name. */
export const RESOURCE_OPTIONS = Object.entries(NAMES)
  .map(([value, name]) => ({ value, label: name!.plural }))
  .sort((a, b) => a.label.localeCompare(b.label, 'de'));

export const ACTION_OPTIONS = (Object.keys(ACTION_LABELS) as AuditAction[]).map((value) => ({
  value,
  label: ACTION_LABELS[value],
}));

/** Who acted, as a person reads it. */
export function actorLabel(log: Pick<AuditLogView, 'actorKind' | 'actorName'>): string {
  if (log.actorKind === 'system') return 'System';
  if (log.actorKind === 'frontdesk') return log.actorName ?? 'Frontdesk';
  if (log.actorKind === 'anonymous') return log.actorName ? `${log.actorName} (nicht angemeldet)` : 'Unbekannt';
  return log.actorName ?? 'Unbekannt';
}

/** One side of a change as text: '–' for nothing, Ja/Nein, the mask as 'verborgen', JSON for structures. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (value === AUDIT_MASK) return '•••• (verborgen)';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value, null, 2);
}

/** Whether a formatted value needs a block (structures) rather than a line. */
export const isStructured = (value: unknown): boolean => value !== null && typeof value === 'object';

// German labels of the signage back office.
import type { SignageCommandState, SignageOrientation, SignageTransition, SignageZoneKind } from '@bestell/domain';

export const GROUP = 'Digital Signage';

export const ZONE_KINDS: { value: SignageZoneKind; label: string }[] = [
  { value: 'image', label: 'Bild' },
  { value: 'video', label: 'Video' },
  { value: 'text', label: 'Text / Laufschrift' },
  { value: 'image-template', label: 'Bildvorlage' },
  { value: 'web-page', label: 'Webseite' },
  { value: 'menu-board', label: 'Preistafel' },
  { value: 'pickup-board', label: 'Abholtafel' },
];
export const zoneKindLabel = (kind: string) => ZONE_KINDS.find((k) => k.value === kind)?.label ?? kind;

export const ORIENTATIONS: { value: SignageOrientation; label: string }[] = [
  { value: 'landscape', label: 'Querformat' },
  { value: 'portrait', label: 'Hochformat' },
];
export const orientationLabel = (v: unknown) => ORIENTATIONS.find((o) => o.value === v)?.label ?? '';

export const TRANSITIONS: { value: SignageTransition; label: string }[] = [
  { value: 'fade', label: 'Überblenden' },
  { value: 'slide', label: 'Schieben' },
  { value: 'none', label: 'Schnitt' },
];

export const COMMAND_STATES: Record<SignageCommandState, string> = {
  none: '–',
  pending: 'Ausstehend',
  acknowledged: 'Bestätigt',
  aborted: 'Abgebrochen',
  failed: 'Fehlgeschlagen',
};

export const SOURCE_LABELS: Record<string, string> = {
  override: 'Befehl',
  takeover: 'Sonderereignis',
  schedule: 'Zeitplan',
  device: 'Eigene Filmsequenz',
  fallback: 'Ersatz-Filmsequenz',
  none: 'Nichts',
};

export const COMMAND_ERROR = 'Befehl konnte nicht ausgeführt werden';
export const ABORT_ERROR = 'Befehl konnte nicht abgebrochen werden';
export const TEST_ERROR = 'Test nicht erfolgreich';
export const LOG_ERROR = 'Log konnte nicht angefordert werden';

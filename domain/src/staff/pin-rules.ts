// PINs of the time clock and the kiosk's staff exit (issue 36): 4-8 digits, and none a colleague or a
// stranger guesses first. Guessing is slowed by the API's attempt counter; these rules shrink what is worth guessing.

/**
 * The 20 most common 4-digit PINs (DataGenetics' analysis of 3.4 million leaked PINs); together they are
 * over a quarter of all PINs people choose.
 */
export const COMMON_PINS: readonly string[] = [
  '1234',
  '1111',
  '0000',
  '1212',
  '7777',
  '1004',
  '2000',
  '4444',
  '2222',
  '6969',
  '9999',
  '3333',
  '5555',
  '6666',
  '1122',
  '1313',
  '8888',
  '4321',
  '2001',
  '1010',
];

export const PIN_TEXTS = {
  format: 'Die PIN muss aus 4 bis 8 Ziffern bestehen.',
  trivial:
    'Diese PIN ist zu leicht zu erraten (gleiche Ziffern, Zahlenfolge oder eine der häufigsten PINs). Bitte eine andere wählen.',
} as const;

const PIN_FORMAT = /^\d{4,8}$/;

/** Every digit one up (or one down) from the one before; 9 -> 0 counts as one up, as on a keypad row. */
function isRun(pin: string, step: 1 | -1): boolean {
  for (let i = 1; i < pin.length; i++) {
    if ((Number(pin[i - 1]) + step + 10) % 10 !== Number(pin[i])) return false;
  }
  return true;
}

/** Why `pin` cannot be set, or null when it can. */
export function pinRefusal(pin: string): string | null {
  if (!PIN_FORMAT.test(pin)) return PIN_TEXTS.format;
  const sameDigits = /^(\d)\1+$/.test(pin);
  if (sameDigits || isRun(pin, 1) || isRun(pin, -1) || COMMON_PINS.includes(pin)) return PIN_TEXTS.trivial;
  return null;
}

/** How long to wait, in German: '30 Sekunden', '1 Minute', '15 Minuten' (whole minutes from 60 s on, rounded up). */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} ${s === 1 ? 'Sekunde' : 'Sekunden'}`;
  const minutes = Math.ceil(s / 60);
  return `${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`;
}

// Spec section 5 "Back-office" server messages and section 8 authentication messages (German).
import { describe, expect, it } from '@jest/globals';
import { AUTH, HTTP, VALIDATION } from './server.js';

describe('server messages (spec 5, 8)', () => {
  it('renders the validation templates', () => {
    expect(VALIDATION.tooLong(10)).toContain('höchstens 10 Zeichen');
    expect(VALIDATION.tooShort(2)).toContain('mindestens 2 Zeichen');
    expect(VALIDATION.range(1, 5)).toBe('Dieser Wert sollte zwischen 1 und 5 sein.');
    expect(VALIDATION.min(3)).toBe('Dieser Wert sollte 3 oder mehr sein.');
    expect(VALIDATION.max('9')).toBe('Dieser Wert sollte 9 oder weniger sein.');
    expect(VALIDATION.type('integer')).toBe('Dieser Wert sollte vom Typ integer sein.');
    expect(VALIDATION.collectionMin(1)).toContain('1 oder mehr');
    expect(VALIDATION.collectionMax(4)).toContain('4 oder weniger');
    expect(VALIDATION.fileTooLarge('2 MB')).toContain('2 MB');
  });

  it('renders the authentication messages', () => {
    expect(AUTH.tooManyAttempts(1)).toContain('in 1 Minute erneut');
    expect(AUTH.tooManyAttempts(5)).toContain('in 5 Minuten erneut');
    expect(AUTH.invalidCredentials).toBe('Fehlerhafte Zugangsdaten.');
    expect(HTTP.internal).toBe('Ein unbekannter Fehler ist aufgetreten.');
  });
});

import { describe, expect, it } from '@jest/globals';
import { COMMON_PINS, PIN_TEXTS, pinRefusal, waitText } from './pin-rules.js';

describe('pinRefusal', () => {
  it.each([
    ['0000', PIN_TEXTS.trivial],
    ['1111', PIN_TEXTS.trivial],
    ['99999999', PIN_TEXTS.trivial],
    ['1234', PIN_TEXTS.trivial],
    ['4321', PIN_TEXTS.trivial],
    ['3456789', PIN_TEXTS.trivial],
    ['7890', PIN_TEXTS.trivial],
    ['2109', PIN_TEXTS.trivial],
    ['87654321', PIN_TEXTS.trivial],
    ['1212', PIN_TEXTS.trivial],
    ['6969', PIN_TEXTS.trivial],
    ['2001', PIN_TEXTS.trivial],
    ['123', PIN_TEXTS.format],
    ['123456789', PIN_TEXTS.format],
    ['12a4', PIN_TEXTS.format],
    [' 2580', PIN_TEXTS.format],
    ['', PIN_TEXTS.format],
    ['1201', null],
    ['2580', null],
    ['1357', null],
    ['12345679', null],
    ['10101', null],
    ['00001', null],
  ])('%j -> %j', (pin, refusal) => {
    expect(pinRefusal(pin)).toBe(refusal);
  });

  it('refuses every one of the 20 most common PINs', () => {
    expect(COMMON_PINS).toHaveLength(20);
    expect(new Set(COMMON_PINS).size).toBe(20);
    for (const pin of COMMON_PINS) expect(pinRefusal(pin)).toBe(PIN_TEXTS.trivial);
  });
});

describe('waitText', () => {
  it.each([
    [0, '1 Sekunde'],
    [1, '1 Sekunde'],
    [29.2, '30 Sekunden'],
    [59, '59 Sekunden'],
    [60, '1 Minute'],
    [61, '2 Minuten'],
    [900, '15 Minuten'],
  ])('%p s -> %j', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

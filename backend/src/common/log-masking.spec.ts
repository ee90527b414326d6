import { describe, expect, it } from '@jest/globals';
import { maskFileName, maskSecretsInPath } from './log-masking.js';

describe('maskSecretsInPath', () => {
  it.each([
    ['/api/orders/frontdesk/7a9e/demo-wien-frontdesk', '/api/orders/frontdesk/7a9e/***'],
    ['/api/orders/backoffice/7a9e/geheim?from=2026-01-01', '/api/orders/backoffice/7a9e/***?from=2026-01-01'],
    ['/api/orders/public/AbC/hash123/questionnaire', '/api/orders/public/AbC/***/questionnaire'],
    ['/api/payments/AbC/hash123/start', '/api/payments/AbC/***/start'],
    ['/api/orders/123e4567-e89b-42d3-a456-426614174000', '/api/orders/123e4567-e89b-42d3-a456-426614174000'],
    ['/api/payments/mollie/webhook', '/api/payments/mollie/webhook'],
    ['/api/branches', '/api/branches'],
    ['/upload/Q2hhcmxpZUJyb3du/5e6f-1.png', '/upload/***/***'],
    ['/upload/Q2hhcmxpZUJyb3du/preview/5e6f-1.jpg?x=1', '/upload/***/preview/***?x=1'],
  ])('%s -> %s', (url, masked) => {
    expect(maskSecretsInPath(url)).toBe(masked);
  });
});

describe('maskFileName', () => {
  it.each([
    ['urlaub-mit-familie.jpg', 'u***.jpg'],
    ['Lebenslauf', 'L***'],
    ['.bashrc', '.***'],
    ['x.tar.gz', 'x***.gz'],
    ['', ''],
  ])('%s -> %s', (name, masked) => {
    expect(maskFileName(name)).toBe(masked);
  });
});

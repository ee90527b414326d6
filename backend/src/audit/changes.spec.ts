import { describe, expect, it } from '@jest/globals';
import { AUDIT_MASK } from '@bestell/domain';
import { diffFields, isSecretField, masked, secretInputs } from './changes.js';

describe('isSecretField', () => {
  it.each([
    ['password', true],
    ['passwordHash', true],
    ['tokenHash', true],
    ['csrfToken', true],
    ['pin', true],
    ['pinHash', true],
    ['apiKey', true],
    ['apikey', true],
    ['hmac_key', true],
    ['DATATRANS_PASSWORD', true],
    ['clientSecret', true],
    // Words that merely contain a secret word are not secrets.
    ['opening', false],
    ['shipping', false],
    ['hashtag', false],
    ['sortKey', false],
    ['name', false],
    ['spinner', false],
  ])('%s -> %s', (key, secret) => {
    expect(isSecretField(key)).toBe(secret);
  });
});

describe('masked', () => {
  it('copies deeply, writes Dates as ISO text and hides secrets at any depth', () => {
    const source = {
      at: new Date('2026-11-25T04:00:00.000Z'),
      device: { name: 'Drucker', token: 'abc', nested: [{ apiKey: 'k', label: 'x' }] },
      passwordHash: null,
    };
    const copy = masked(source) as Record<string, unknown>;
    expect(copy).toEqual({
      at: '2026-11-25T04:00:00.000Z',
      device: { name: 'Drucker', token: AUDIT_MASK, nested: [{ apiKey: AUDIT_MASK, label: 'x' }] },
      passwordHash: null,
    });
    (source.device.nested[0] as { label: string }).label = 'changed';
    expect((copy.device as { nested: { label: string }[] }).nested[0]!.label).toBe('x');
  });

  it('uses toJSON of value objects', () => {
    expect(masked({ price: { toJSON: () => '1.50' } })).toEqual({ price: '1.50' });
  });
});

describe('diffFields', () => {
  it('update: only the changed fields, bookkeeping columns left out', () => {
    const before = { id: '1', name: 'Brot', price: '2.00', tags: [{ id: 'a' }], updatedAt: 'x', isPublic: true };
    const after = {
      id: '1',
      name: 'Brot',
      price: '2.50',
      tags: [{ id: 'a' }, { id: 'b' }],
      updatedAt: 'y',
      isPublic: true,
    };
    expect(diffFields(before, after)).toEqual({
      price: { before: '2.00', after: '2.50' },
      tags: { before: [{ id: 'a' }], after: [{ id: 'a' }, { id: 'b' }] },
    });
  });

  it('ignores key order inside objects and treats undefined before as null', () => {
    expect(diffFields({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toEqual({});
    expect(diffFields({}, { note: 'neu' })).toEqual({ note: { before: null, after: 'neu' } });
    // A field the new view does not carry is not "changed to nothing".
    expect(diffFields({ gone: 1 }, {})).toEqual({});
  });

  it('create lists the set fields (after only), delete the stored ones (before only)', () => {
    expect(diffFields(null, { id: '1', name: 'Semmel', comment: null, createdAt: 'x' })).toEqual({
      name: { after: 'Semmel' },
    });
    expect(diffFields({ id: '1', name: 'Semmel', comment: null }, null)).toEqual({ name: { before: 'Semmel' } });
  });

  it('a changed secret shows as changed, never with its value', () => {
    const changes = diffFields({ apiKey: 'old-key', pin: null }, { apiKey: 'new-key', pin: '1234' });
    expect(changes).toEqual({
      apiKey: { before: AUDIT_MASK, after: AUDIT_MASK },
      pin: { before: null, after: AUDIT_MASK },
    });
    expect(JSON.stringify(changes)).not.toMatch(/old-key|new-key|1234/);
    expect(diffFields(null, { tokenHash: 'h' })).toEqual({ tokenHash: { after: AUDIT_MASK } });
  });
});

describe('secretInputs', () => {
  it('names a sent password as changed without its value', () => {
    expect(secretInputs({ email: 'a@b.at', password: 'geheim123' }, false)).toEqual({
      password: { before: AUDIT_MASK, after: AUDIT_MASK },
    });
    expect(secretInputs({ password: 'geheim123' }, true)).toEqual({ password: { after: AUDIT_MASK } });
    expect(secretInputs({ name: 'x', password: undefined }, false)).toEqual({});
  });
});

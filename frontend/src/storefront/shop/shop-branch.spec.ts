// Which branch the shop variant sells from (our decision, see shop-branch.ts): the requested one, the
// remembered one, the only one, else the first public branch with an active menu, open ones first.
import { describe, expect, it } from '@jest/globals';
import type { ApiBranch, Menu } from '../../shared/api/types';
import { resolveShopBranch, shopBranches, shopCheckoutPath } from './shop-branch';

const OPEN = [{ type: 'daily' as const, date: null, isClosed: false, from: '00:00', to: '00:00' }];
const branch = (identifier: string, extra: Partial<ApiBranch> = {}): ApiBranch =>
  ({ id: `b-${identifier}`, identifier, name: identifier, openingHours: OPEN, ...extra }) as ApiBranch;
const menu = (...ids: string[]): Menu => ({
  id: `m-${ids.join()}`,
  name: 'Sortiment',
  availableFrom: '2020-01-01T00:00:00.000Z',
  branches: ids.map((id) => ({ id })),
  catalog: [],
});
const now = new Date('2026-03-10T10:00:00.000Z');
const tz = 'Europe/Vienna';

describe('resolveShopBranch', () => {
  const a = branch('a', { openingHours: [] });
  const b = branch('b');
  const c = branch('c');
  const hidden = branch('intern', { isPublic: false });

  it.each([
    ['the requested branch wins', { requested: 'c', remembered: 'b' }, [a, b, c], [menu('b-a', 'b-b', 'b-c')], 'c'],
    ['then the remembered one', { remembered: 'c' }, [a, b, c], [menu('b-a', 'b-b', 'b-c')], 'c'],
    ['an unknown request falls back', { requested: 'x' }, [a, b], [menu('b-a', 'b-b')], 'b'],
    ['the only branch, even closed and without menu', {}, [a], [], 'a'],
    ['open branches before closed ones', {}, [a, b, c], [menu('b-a', 'b-b', 'b-c')], 'b'],
    ['only branches with an active menu', {}, [a, b, c], [menu('b-a', 'b-c')], 'c'],
    ['a closed one when none is open', {}, [a, branch('d', { openingHours: [] })], [menu('b-a')], 'a'],
    ['never a non-public branch', { requested: 'intern' }, [hidden, b], [menu('b-intern', 'b-b')], 'b'],
  ] as const)('%s', (_label, choice, branches, menus, expected) => {
    expect(resolveShopBranch(branches, menus, choice, now, tz)?.identifier).toBe(expected);
  });

  it('is null without public branches', () => {
    expect(resolveShopBranch([hidden], [], {}, now, tz)).toBeNull();
    expect(shopBranches([hidden, branch('off', { isEnabled: false }), b])).toEqual([b]);
  });

  it('builds the checkout path of the variant', () => {
    expect(shopCheckoutPath('wien')).toBe('/shop/wien/checkout');
  });
});

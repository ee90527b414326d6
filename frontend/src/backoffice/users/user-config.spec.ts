// The user form (issue 40 item 10): 'Gesperrt' reaches the API, so an admin can lock an account and the
// login then answers 'Der Account ist gesperrt.'.
import { describe, expect, it } from '@jest/globals';
import { userConfig } from './user-config';

describe('userConfig', () => {
  const form = { email: 'k@sonnleitner.at', roles: ['ROLE_EMPLOYEE'], branches: [], isEnabled: true };

  it('sends the lock switch as isLocked', () => {
    expect(userConfig.toBody!({ ...form, isLocked: true }, false)).toMatchObject({ isLocked: true, isEnabled: true });
    expect(userConfig.toBody!({ ...form, isLocked: false }, true)).toMatchObject({ isLocked: false });
  });

  it('starts a new user unlocked and shows the lock in the list', () => {
    expect(userConfig.initial).toMatchObject({ isLocked: false });
    expect(userConfig.columns.map((column) => column.title)).toContain('Gesperrt');
  });
});

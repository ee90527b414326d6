// Frontend toolbar (spec 2): only ROLE_ADMIN sees it; back-office links, 'Abmelden', user name, version.
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '../../test/render';
import type { ApiUser } from '../../shared/api/types';
import { appVersionOf, StaffToolbar } from './StaffToolbar';

afterEach(cleanup);

const user = (roles: string[]): ApiUser => ({
  id: 'u1',
  roles,
  branches: [],
  name: 'Anna Admin',
  email: 'admin@sonnleitner.at',
});

describe('StaffToolbar (spec 2)', () => {
  it('shows the back-office links, logout, user name and app version to admins', () => {
    render(<StaffToolbar me={user(['ROLE_ADMIN'])} />);
    const bar = within(screen.getByRole('navigation', { name: 'Werkzeuge' }));
    const links = bar.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Seiten', '/backend#/sites'],
      ['Dashboard', '/backend#/dashboard'],
      ['Navigationen', '/backend#/navigations'],
      ['Zum Backend', '/backend'],
      ['Abmelden', '/backend/logout'],
    ]);
    expect(bar.getByText('Anna Admin')).toBeTruthy();
    expect(bar.getByText('Version 1.7.2-dev')).toBeTruthy();
  });

  it("shows the config's appVersion when there is one, else the spec's 1.7.2-dev", () => {
    expect(appVersionOf({ appVersion: '2.0.0' })).toBe('2.0.0');
    expect(appVersionOf({ appVersion: ' ' })).toBe('1.7.2-dev');
    expect(appVersionOf({})).toBe('1.7.2-dev');
    render(<StaffToolbar me={user(['ROLE_ADMIN'])} version={appVersionOf({ appVersion: '2.0.0' })} />);
    expect(screen.getByText('Version 2.0.0')).toBeTruthy();
  });

  it.each([[null], [user(['ROLE_EMPLOYEE'])]])('is hidden for %o', (me) => {
    const { container } = render(<StaffToolbar me={me} />);
    expect(container.innerHTML).toBe('');
  });
});

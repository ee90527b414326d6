// The back office's frame on a narrow screen: the side menu is closed and out of the tab order, a 'Menü'
// button in the header opens it, and choosing an entry navigates and closes it again.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { MemoryRouter, useLocation } from 'react-router';
import { act, fireEvent, render, screen } from '../../test/render';
import { viewportWidth } from '../../test/viewport';
import { useSession } from '../auth/session';
import { BackofficeLayout } from './BackofficeLayout';

const ENTRIES = [
  { path: '/images', label: 'Bilder', group: 'Medien' },
  { path: '/image-templates', label: 'Bildvorlagen', group: 'Medien' },
];

function Where() {
  return <output data-testid="hash">{useLocation().hash}</output>;
}

/** A phone or a desktop: antd's Sider asks matchMedia for its breakpoint. */
const screenIsNarrow = (narrow: boolean) => viewportWidth(narrow ? 375 : 1280);

async function renderLayout() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/backend#/images']}>
        <BackofficeLayout entries={ENTRIES} active="/images">
          <Where />
        </BackofficeLayout>
      </MemoryRouter>,
    );
  });
}

const realMatchMedia = window.matchMedia;
beforeEach(() =>
  useSession.setState({
    me: { id: 'u1', email: 'admin@example.at', roles: ['ROLE_ADMIN'], branches: [] },
    checked: true,
  }),
);
afterEach(() => {
  window.matchMedia = realMatchMedia;
  useSession.setState({ me: null, checked: false });
});

describe('back-office layout', () => {
  it("on a phone: the menu opens from the header's button and closes when an entry is chosen", async () => {
    screenIsNarrow(true);
    await renderLayout();
    const button = screen.getByRole('button', { name: 'Menü' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Closed: not reachable by keyboard or screen reader either.
    expect(screen.queryByRole('navigation', { name: 'Backoffice' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Backoffice' });
    fireEvent.click(nav.querySelector('a[href="/backend#/image-templates"]')!);
    expect(screen.getByTestId('hash').textContent).toBe('#/image-templates');
    expect(screen.queryByRole('navigation', { name: 'Backoffice' })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('on a desktop: the menu is always there and there is no menu button', async () => {
    screenIsNarrow(false);
    await renderLayout();
    expect(screen.getByRole('navigation', { name: 'Backoffice' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Menü/ })).toBeNull();
  });
});

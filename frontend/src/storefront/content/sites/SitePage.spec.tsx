// The '*' route (spec 2): a path matches a content site (slashes ignored); drafts only for staff, with
// the marker; anything else is the 404 page; the title is '{site title or name} - {shop title}'.
import { afterEach, describe, expect, it } from '@jest/globals';
import type { SiteView } from '@bestell/domain';
import { MemoryRouter } from 'react-router';
import { cleanup, render, screen } from '../../../test/render';
import { testInit } from '../../test-init';
import { SitePage } from './SitePage';
import { block, site } from '../../../shared/site/test-fixtures';
import { setInitData } from '../../../shared/api/init';

afterEach(cleanup);

const about = site({
  id: 's-about',
  path: 'ueber-uns',
  type: 'default',
  name: 'Über uns',
  title: 'Unsere Geschichte',
  description: 'Seit 1920 in Wien.',
  content: { body: [block('hero_main', { title: 'Seit 1920' })] },
});
const draft = site({ id: 's-draft', path: 'team/neu', type: 'default', name: 'Neues Team', isPublic: false });

function renderAt(path: string, me: unknown = null, sites: SiteView[] = [about, draft]) {
  setInitData({ ...testInit({ me }), sites });
  render(
    <MemoryRouter initialEntries={[path]}>
      <SitePage />
    </MemoryRouter>,
  );
}

describe('SitePage route (spec 2 "any other path")', () => {
  it('renders the site matching the path, trailing slash ignored, and sets title and description', () => {
    renderAt('/ueber-uns/');
    expect(screen.getByRole('heading', { level: 2, name: 'Seit 1920' })).toBeTruthy();
    expect(document.title).toBe('Unsere Geschichte - Testbäckerei');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Seit 1920 in Wien.');
  });

  it('falls back to the site name in the title', () => {
    renderAt('/team/neu', { id: 'u1', roles: ['ROLE_ADMIN'], branches: [] });
    expect(document.title).toBe('Neues Team - Testbäckerei');
  });

  it('shows a draft to staff with the marker and the 404 page to everyone else', () => {
    renderAt('/team/neu', { id: 'u1', roles: ['ROLE_ADMIN'], branches: [] });
    expect(screen.getByText('Entwurf')).toBeTruthy();
    cleanup();
    renderAt('/team/neu');
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(screen.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeTruthy();
    expect(screen.queryByText('Entwurf')).toBeNull();
  });

  it('shows the 404 texts for a path no site has', () => {
    renderAt('/gibt-es-nicht');
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeTruthy();
  });
});

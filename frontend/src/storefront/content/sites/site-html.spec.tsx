// The content site's server renderer (issue 17): the same markup SitePageView renders in the browser,
// without React's own preload tags (the API's head already has the lead picture's).
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SitePageView } from '../../../shared/site/SitePageView';
import { block, BLOCK_FIXTURES, site } from '../../../shared/site/test-fixtures';
import { renderSiteHtml } from './site-html';

describe('renderSiteHtml', () => {
  it("renders a site's blocks as HTML, starting with the page, not with React's image preload", () => {
    const page = site({
      id: 's-1',
      path: 'ueber-uns',
      type: 'default',
      name: 'Über uns',
      content: { body: [block('hero_main', BLOCK_FIXTURES.hero_main), block('image_text', BLOCK_FIXTURES.image_text)] },
    });
    const html = renderSiteHtml(page, [page], []);
    expect(html.startsWith('<div class="sf-page sf-site-page">')).toBe(true);
    expect(html).not.toContain('<link');
    expect(html).toContain('<h1 class="sf-visually-hidden">Über uns</h1>');
    expect(html).toContain('Willkommen in der Backstube');
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
  });

  it("disables the contact form's fields in the server's copy only: React's form replaces it, input would be lost", () => {
    const page = site({
      id: 's-2',
      path: 'kontakt-formular',
      type: 'default',
      name: 'Kontakt',
      content: { body: [block('form', BLOCK_FIXTURES.form)] },
    });
    const fieldset = (html: string) => /<fieldset[^>]*>/.exec(html)?.[0];
    expect(fieldset(renderSiteHtml(page, [page], []))).toBe('<fieldset class="sf-contact-form__fields" disabled="">');
    const browser = renderToString(
      <MemoryRouter>
        <SitePageView site={page} sites={[page]} />
      </MemoryRouter>,
    );
    expect(fieldset(browser)).toBe('<fieldset class="sf-contact-form__fields">');
  });
});

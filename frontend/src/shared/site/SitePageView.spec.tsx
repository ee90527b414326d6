// Content sites in the storefront (spec 2 "Content pages", spec 4 slider, spec 5 recipes block): page
// types with their texts, the 500 screen for unknown types, the draft marker, every block type, links,
// rich text (the preview's unsaved input cannot run script), recipes and career lists.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  BLOCK_LEAD_IMAGES,
  blockLeadImage,
  BLOCK_TYPES,
  type BlockType,
  imageElement,
  type SiteView,
} from '@bestell/domain';
import { MemoryRouter } from 'react-router';
import { act, cleanup, fireEvent, render, screen, within } from '../../test/render';
import { BLOCK_RENDERERS } from './blocks';
import { SitePageView } from './SitePageView';
import { sanitizeHtml } from '../ui/sanitize-html';
import { BLOCK_FIXTURES, block, job, recipe, site } from './test-fixtures';

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

function renderSite(
  page: SiteView,
  sites: SiteView[] = [page],
  extra: { preview?: boolean; sanitize?: (html: string) => string } = {},
) {
  return render(
    <MemoryRouter initialEntries={[`/${page.path}`]}>
      <SitePageView site={page} sites={sites} {...extra} />
    </MemoryRouter>,
  );
}

const page = (blocks: ReturnType<typeof block>[], overrides: Partial<SiteView> = {}) =>
  site({ id: 's-page', path: 'ueber-uns', type: 'default', name: 'Über uns', content: { body: blocks }, ...overrides });

describe('SitePageView page types (spec 2)', () => {
  it('renders a recipe: back button, name, facts, print button calling the print dialog, image', () => {
    const print = jest.fn();
    window.print = print;
    renderSite(recipe('strudel', 'Apfelstrudel', '2026-02-01T00:00:00.000Z'));
    expect(screen.getByRole('heading', { level: 1, name: 'Apfelstrudel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Zurück/ })).toBeTruthy();
    expect(screen.getByText('Portionen').nextElementSibling?.textContent).toBe('4');
    expect(screen.getByText('Schwierigeitsgrad').nextElementSibling?.textContent).toBe('Mittel');
    expect(screen.getByText('Zubereitungszeit').nextElementSibling?.textContent).toBe('45 Minuten');
    expect(screen.getByRole('img', { name: 'Apfelstrudel' }).getAttribute('src')).toContain('img-strudel-1.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Rezept Drucken' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('renders a job: back button, heading with "Mehr zur Stelle", workload and start, body blocks', () => {
    const offer = {
      ...job('baecker', 'Bäcker/in'),
      content: { start: 'ab sofort', workload: '80 %', body: [block('job', BLOCK_FIXTURES.job)] },
    };
    renderSite(offer);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bäcker/in Mehr zur Stelle');
    expect(screen.getByRole('button', { name: /Zurück/ })).toBeTruthy();
    expect(screen.getByText('Pensum').nextElementSibling?.textContent).toBe('80 %');
    expect(screen.getByText('Arbeitsbeginn').nextElementSibling?.textContent).toBe('ab sofort');
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Aufgaben' })).toBeTruthy();
  });

  it('renders a default page: body blocks under a page heading, no back button', () => {
    renderSite(page([block('hero_main', BLOCK_FIXTURES.hero_main)], { title: 'Über unsere Bäckerei' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Über unsere Bäckerei' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Willkommen in der Backstube' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Zurück/ })).toBeNull();
  });

  it('shows the 500 texts for an unknown page type instead of crashing', () => {
    renderSite(site({ id: 's-x', path: 'x', type: 'gallery', name: 'Galerie' }));
    expect(screen.getByRole('heading', { level: 1, name: '500 Internal Server Error' })).toBeTruthy();
    expect(screen.getByText('Leider ist ein interner Fehler aufgetreten.')).toBeTruthy();
  });

  it('marks a draft with "Entwurf" and a public site without', () => {
    const view = renderSite(page([], { isPublic: false }));
    expect(screen.getByText('Entwurf')).toBeTruthy();
    view.unmount();
    renderSite(page([]));
    expect(screen.queryByText('Entwurf')).toBeNull();
  });
});

describe('block renderers (spec 2 "Content blocks")', () => {
  it('has a renderer for every registry type', () => {
    expect(Object.keys(BLOCK_RENDERERS).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it.each(BLOCK_TYPES)('renders a %s fixture', (type) => {
    renderSite(page([block(type, BLOCK_FIXTURES[type])]));
    const section = document.querySelector(`[data-block="${type}"]`);
    expect(section).not.toBeNull();
    expect(section!.textContent!.length + section!.querySelectorAll('img').length).toBeGreaterThan(0);
  });

  it('renders a block without data or with malformed data without taking the page down', () => {
    renderSite(
      page([
        block('text', { text: 42, links: 'nope' }, 'b1'),
        block('map_partner', { partners: [null, { name: 7 }] }, 'b2'),
        block('hero_team', { image_slider: { images: 'x' } }, 'b3'),
        block('unknown_type' as never, {}, 'b4'),
        block('hero_main', BLOCK_FIXTURES.hero_main, 'b5'),
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Willkommen in der Backstube' })).toBeTruthy();
  });

  it('expands a block reference into its embedded blocks', () => {
    renderSite(
      page([block('block_reference', { block: 'r1', blocks: [block('hero_main', { title: 'Aus dem Baustein' })] })]),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Aus dem Baustein' })).toBeTruthy();
  });

  it('renders the six link types with their URLs', () => {
    renderSite(
      page([
        block('text', BLOCK_FIXTURES.text, 't1'),
        block('map_branch', BLOCK_FIXTURES.map_branch, 't2'),
        block('recipes', BLOCK_FIXTURES.recipes, 't3'),
        block('team', BLOCK_FIXTURES.team, 't4'),
      ]),
    );
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    expect(instagram.getAttribute('href')).toBe('https://instagram.com/baeckerei');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toBe('noopener');
    expect(screen.getByRole('link', { name: 'Anrufen' }).getAttribute('href')).toBe('tel:+43123456');
    expect(screen.getByRole('link', { name: 'Preisliste' }).getAttribute('href')).toBe('/upload/abc123/f1-2.pdf');
    expect(screen.getByRole('link', { name: 'Kontakt' }).getAttribute('href')).toBe('/kontakt');
    expect(screen.getByRole('link', { name: 'Zum Shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole('link', { name: 'Schreiben Sie uns' }).getAttribute('href')).toBe('mailto:team@example.at');
  });

  it('drops links that lead nowhere or to a script', () => {
    renderSite(
      page([
        block('text', {
          text: '<p>x</p>',
          links: [
            { type: 'href_link', label: 'Böse', href: 'javascript:alert(1)', target: '_self' },
            { type: 'site_link', label: 'Weg', site: 's-gone', path: null },
            { type: 'href_link', label: 'Gleiches Fenster', href: 'https://example.at', target: '_self' },
          ],
        }),
      ]),
    );
    expect(screen.queryByRole('link', { name: 'Böse' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Weg' })).toBeNull();
    const same = screen.getByRole('link', { name: 'Gleiches Fenster' });
    expect(same.getAttribute('target')).toBeNull();
  });

  it('lists partners statically; only those with latitude AND longitude get a directions link', () => {
    renderSite(page([block('map_partner', BLOCK_FIXTURES.map_partner)]));
    expect(screen.getByRole('link', { name: 'Hofladen Berger' }).getAttribute('href')).toBe(
      'https://hofladen-berger.at',
    );
    expect(screen.getByRole('link', { name: 'Route zu Hofladen Berger' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=48.2,16.37',
    );
    expect(screen.getByRole('heading', { name: 'Café ohne Koordinaten' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Route zu Café ohne Koordinaten' })).toBeNull();
  });
});

describe("the back office preview's unsaved rich text is sanitised in the browser", () => {
  const CORPUS = [
    '<script>window.__xss = 1</script><p>ok</p>',
    '<img src="x" onerror="window.__xss = 1">',
    '<a href="javascript:window.__xss=1">klick</a>',
    '<a href=" JaVaScRiPt:window.__xss=1">klick2</a>',
    '<svg onload="window.__xss=1"><circle /></svg>',
    '<div onmouseover="window.__xss=1" style="x">hover</div>',
    '<iframe src="javascript:window.__xss=1"></iframe>',
    '<math><mi xlink:href="javascript:window.__xss=1">m</mi></math>',
    '<form action="javascript:window.__xss=1"><button>b</button></form>',
    '<p><noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript></p>',
  ];

  it('leaves no script, no on* attribute and no javascript: URL in the DOM', () => {
    const blocks = CORPUS.map((html, index) => block('text', { text: html }, `x${index}`));
    renderSite(page(blocks), undefined, { preview: true, sanitize: sanitizeHtml });
    const article = document.querySelector('.sf-site')!;
    expect(article.querySelector('script, iframe')).toBeNull();
    for (const element of article.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on')).toBe(false);
        expect(attribute.value.replace(/\s/g, '').toLowerCase()).not.toContain('javascript:');
      }
    }
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(within(article as HTMLElement).getByText('ok')).toBeTruthy();
  });
});

describe('recipes and career blocks (spec 2, 5)', () => {
  const recipes = [
    recipe('r1', 'Semmeln', '2026-01-01T00:00:00.000Z'),
    recipe('r2', 'Kipferl', '2026-03-01T00:00:00.000Z'),
    recipe('r3', 'Striezel', '2026-02-01T00:00:00.000Z'),
    recipe('r4', 'Krapfen', '2026-04-01T00:00:00.000Z'),
    recipe('r5', 'Geheim', '2026-05-01T00:00:00.000Z', false),
    recipe('r6', 'Zopf', '2025-12-01T00:00:00.000Z'),
  ];
  const listed = () =>
    within(screen.getByRole('list', { name: 'Rezepte' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it('shows the newest public recipes first, 3 by default, each linking to /path', () => {
    const home = page([block('recipes', { text: '<p>Rezepte</p>' })]);
    renderSite(home, [home, ...recipes]);
    expect(listed()).toEqual([
      ['Krapfen', '/rezepte/r4'],
      ['Kipferl', '/rezepte/r2'],
      ['Striezel', '/rezepte/r3'],
    ]);
  });

  it('raises a limit below 3 to 3 and honours a larger one', () => {
    const small = page([block('recipes', { limit: 1 })]);
    const view = renderSite(small, [small, ...recipes]);
    expect(listed()).toHaveLength(3);
    view.unmount();
    const large = page([block('recipes', { limit: 5 })]);
    renderSite(large, [large, ...recipes]);
    expect(listed().map(([name]) => name)).toEqual(['Krapfen', 'Kipferl', 'Striezel', 'Semmeln', 'Zopf']);
  });

  it('lists public jobs linking to /path, else says no jobs are available', () => {
    const careers = page([block('career', BLOCK_FIXTURES.career)]);
    const seller = { ...job('j1', 'Verkäufer/in'), title: 'Verkäufer/in – Karriere bei uns' };
    const view = renderSite(careers, [careers, seller, job('j2', 'Konditor/in', false)]);
    // The card names the job title, not the page's SEO title (issue 40 item 9).
    expect(screen.getByRole('link', { name: 'Verkäufer/in' }).getAttribute('href')).toBe('/jobs/j1');
    expect(screen.queryByRole('link', { name: 'Konditor/in' })).toBeNull();
    expect(screen.queryByText('Leider sind aktuell keine Stellen verfügbar')).toBeNull();
    view.unmount();
    renderSite(careers, [careers, job('j2', 'Konditor/in', false)]);
    expect(screen.getByText('Leider sind aktuell keine Stellen verfügbar')).toBeTruthy();
  });
});

describe('slider blocks (spec 4, 9)', () => {
  const shown = () => document.querySelector('[data-block="hero_team"] img')!.getAttribute('src');
  const images = ['a', 'b', 'c'].map((id) => ({ id, version: 1, extension: 'jpg' }));
  const team = (duration?: number) => page([block('hero_team', { title: 'Team', image_slider: { images, duration } })]);

  it('advances after the default 5 s, restarts the timer on a manual move and stops on unmount', () => {
    jest.useFakeTimers();
    const view = renderSite(team(undefined));
    expect(shown()).toContain('/a-1.jpg');
    act(() => jest.advanceTimersByTime(5_000));
    expect(shown()).toContain('/b-1.jpg');
    act(() => jest.advanceTimersByTime(4_000));
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    expect(shown()).toContain('/a-1.jpg');
    act(() => jest.advanceTimersByTime(4_999));
    expect(shown()).toContain('/a-1.jpg');
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toContain('/b-1.jpg');
    view.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('moves on a swipe of 50 px above 768 px width and ignores a shorter one', () => {
    window.innerWidth = 1024;
    renderSite(team(5));
    const slider = screen.getByRole('group');
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(slider, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(slider, { changedTouches: [{ clientX: to }] });
    };
    swipe(300, 260);
    expect(shown()).toContain('/a-1.jpg');
    swipe(300, 250);
    expect(shown()).toContain('/b-1.jpg');
    swipe(100, 160);
    expect(shown()).toContain('/a-1.jpg');
    window.innerWidth = 390;
    swipe(300, 299);
    expect(shown()).toContain('/b-1.jpg');
  });
});

describe("a site's lead picture (issue 17: the server requests it from the page's head)", () => {
  it('each lead-image block shows its first picture with the srcset and sizes the server preloads', () => {
    for (const [type, lead] of Object.entries(BLOCK_LEAD_IMAGES)) {
      const data = BLOCK_FIXTURES[type as BlockType];
      const expected = blockLeadImage({ type: type as BlockType, data });
      expect(expected?.sizes).toBe(lead!.sizes);
      const { container, unmount } = renderSite(page([block(type as BlockType, data)]));
      const shown = imageElement(expected!.image, expected!.sizes);
      const first = container.querySelector('img')!;
      expect([type, first.getAttribute('sizes'), first.getAttribute('srcset')]).toEqual([
        type,
        expected!.sizes,
        shown.srcSet,
      ]);
      unmount();
    }
  });
});

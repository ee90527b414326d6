// Header (spec 2): the logo image, else the shop name, linking to /.
import { afterEach, describe, expect, it } from '@jest/globals';
import { MemoryRouter } from 'react-router';
import { cleanup, fireEvent, render, screen } from '../../test/render';
import { recipe } from '../../shared/site/test-fixtures';
import { testInit } from '../test-init';
import { Header, logoWidth } from './Header';
import { setInitData } from '../../shared/api/init';

afterEach(cleanup);

function renderHeader(config: Record<string, unknown>) {
  setInitData(testInit({ config }));
  render(
    <MemoryRouter initialEntries={['/store/wien']}>
      <Header />
    </MemoryRouter>,
  );
}

describe('Header logo (spec 2)', () => {
  it('shows the logo, named by the shop, linking to /, at once and in its own 40 px high box', () => {
    renderHeader({ logo: { id: 'logo1', version: 2, extension: 'png', width: 600, height: 200 } });
    const logo = screen.getByRole('img', { name: 'Testbäckerei' }) as HTMLImageElement;
    expect(logo.closest('a')?.getAttribute('href')).toBe('/');
    expect(logo.getAttribute('loading')).toBe('eager');
    expect(logo.getAttribute('sizes')).toBe('120px');
    expect(logo.getAttribute('srcset')).toBe(
      '/image/icon/logo1-2.png 64w, /image/thumbnail/logo1-2.png 128w, /image/tiny/logo1-2.png 256w, ' +
        '/image/logo1-2.png 600w',
    );
    expect(logo.parentElement!.style.width).toBe('120px');
  });

  it("says 'Ihr Warenkorb ist leer' when the empty cart is clicked on a shop page", () => {
    renderHeader({});
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: /^Warenkorb/ }));
    expect(screen.getByRole('status').textContent).toBe('Ihr Warenkorb ist leer');
  });

  it('shows the shop name when there is no logo', () => {
    renderHeader({ logo: null });
    expect(screen.getByRole('link', { name: 'Testbäckerei' }).querySelector('img')).toBeNull();
  });

  it('keeps very wide or unknown logos within 4:1', () => {
    expect(logoWidth({ width: 2000, height: 100 })).toBe(160);
    expect(logoWidth({})).toBe(120);
  });
});

describe("burger menu 'Neues Rezept' (spec 2, 9)", () => {
  it('shows the two newest public recipe sites', () => {
    setInitData({
      ...testInit(),
      sites: [
        recipe('alt', 'Semmeln', '2026-01-01T00:00:00.000Z'),
        recipe('neu', 'Krapfen', '2026-04-01T00:00:00.000Z'),
        recipe('mitte', 'Kipferl', '2026-03-01T00:00:00.000Z'),
        recipe('entwurf', 'Geheim', '2026-05-01T00:00:00.000Z', false),
      ],
    });
    render(
      <MemoryRouter initialEntries={['/']}>
        <Header />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
    const labelled = screen
      .getAllByRole('link', { name: /^Neues Rezept / })
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(labelled).toEqual([
      ['Neues Rezept Krapfen', '/rezepte/neu'],
      ['Neues Rezept Kipferl', '/rezepte/mitte'],
    ]);
  });
});

// Config page, tab 'Design' (issue 14): colours, font and radius feed a live preview before saving;
// the font list comes from GET /api/fonts with each family's CSS from the shop; logo stays an ImageRef.
import { describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { act, fireEvent, render, screen, waitFor } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { ConfigPage } from './ConfigPage';

// Caps, not pauses: with two CI runs and `yes` on 2 cores the save's message took over 4 s to appear.
const WAIT = { timeout: 15_000 };
const LOGO = { id: 'img-7', version: 2, extension: 'png', width: 1200, height: 400, alt: 'Bäckerei Sonnleitner' };
const CONFIG = {
  shopName: 'Bäckerei Sonnleitner',
  themePrimaryColor: '#7a2e0e',
  themeSecondaryColor: '#333333',
  font: 'Lora',
  borderRadius: '.25rem',
  logo: LOGO,
  favicon: null,
  currency: 'EUR',
};
const FONTS = [
  { family: 'Lora', variants: ['400', '700'], category: 'serif' },
  { family: 'Inter', variants: ['300', '700'], category: 'sans-serif' },
];

async function renderPage() {
  await act(async () => {
    render(
      <App>
        <ConfigPage />
      </App>,
    );
  });
}

describe('config page: design with live preview', () => {
  it('redraws the preview on a colour, radius or font change and saves the theme with logo and cleared favicon', async () => {
    const calls = stubFetch({
      'GET /api/config': { status: 200, body: { data: CONFIG } },
      'GET /api/fonts': { status: 200, body: { data: FONTS } },
      'POST /api/config': (body) => ({ status: 200, body: { data: { ...CONFIG, ...(body as object) } } }),
    });
    await renderPage();
    const primary = await screen.findByLabelText('Primärfarbe', {}, WAIT);
    await waitFor(() => expect(primary).toHaveProperty('value', '#7a2e0e'), WAIT);
    const button = screen.getByTestId('preview-button');
    expect(button.style.background).toBe('rgb(122, 46, 14)');
    // Dark primary: white text on it.
    expect(button.style.color).toBe('rgb(255, 255, 255)');
    expect(screen.getByLabelText('Vorschau des Shops').querySelector('img')!.getAttribute('src')).toBe(
      '/image/small/img-7-2.png',
    );
    // The chosen family's CSS comes from the shop's own /fonts route.
    await waitFor(
      () =>
        expect(
          document.head.querySelector('link[data-font-css="/fonts/google/Lora/style-400.embed.css"]'),
        ).not.toBeNull(),
      WAIT,
    );
    expect(screen.getByLabelText('Vorschau des Shops').style.fontFamily).toContain('Lora');

    fireEvent.change(primary, { target: { value: '#f5d90a' } });
    await waitFor(() => expect(button.style.background).toBe('rgb(245, 217, 10)'));
    // Light primary: black text.
    expect(button.style.color).toBe('rgb(0, 0, 0)');
    fireEvent.change(screen.getByLabelText('Eckenradius'), { target: { value: '12px' } });
    await waitFor(() => expect(button.style.borderRadius).toBe('12px'));

    fireEvent.click(screen.getByText('Speichern').closest('button')!);
    expect(await screen.findByText('Konfiguration gespeichert', {}, WAIT)).toBeTruthy();
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      themePrimaryColor: '#f5d90a',
      themeSecondaryColor: '#333333',
      font: 'Lora',
      borderRadius: '12px',
      logo: LOGO,
      favicon: null,
    });
  }, 60_000);

  it('refuses a colour that is no hex value before sending', async () => {
    const calls = stubFetch({
      'GET /api/config': { status: 200, body: { data: CONFIG } },
      'GET /api/fonts': { status: 200, body: { data: FONTS } },
    });
    await renderPage();
    const secondary = await screen.findByLabelText('Sekundärfarbe', {}, WAIT);
    await waitFor(() => expect(secondary).toHaveProperty('value', '#333333'), WAIT);
    fireEvent.change(secondary, { target: { value: 'blau' } });
    fireEvent.click(screen.getByText('Speichern').closest('button')!);
    expect(await screen.findByText('Farbe als #rrggbb angeben.', {}, WAIT)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

// Issue 39 item 4: plugin switches in plain German with one line of help; switches no code reads are gone.
describe('config page: additional functions', () => {
  it('offers only the plugins the shop acts on, in German with help, and saves a ticked one', async () => {
    const calls = stubFetch({
      'GET /api/config': { status: 200, body: { data: { ...CONFIG, enablePluginDonations: false } } },
      'GET /api/fonts': { status: 200, body: { data: FONTS } },
      'POST /api/config': (body) => ({ status: 200, body: { data: { ...CONFIG, ...(body as object) } } }),
    });
    await renderPage();
    await screen.findByLabelText('Primärfarbe', {}, WAIT);
    const donations = screen.getByLabelText('Spenden beim Bestellen');
    expect(screen.getByText(/einen Betrag für einen Spendenempfänger/)).toBeTruthy();
    for (const label of [
      'Shop als App installierbar',
      'Leiste mit Filiale und Öffnungszeit',
      'Startseite statt Filialliste',
      'SMS-Hinweis an der Kasse',
      'Bewertung nach der Bestellung',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    // Read nowhere: neither the raw plugin names nor the shop-wide payment switches are offered.
    for (const gone of ['Mollie', 'Search', 'Tags', 'Mapbox', 'CategoryBar', 'ATMCard', 'Frontdesk', 'Bankomatkarte'])
      expect(screen.queryByText(gone)).toBeNull();
    expect(screen.queryByText('Keine Bonnummern')).toBeNull();
    expect(screen.queryByText('Kartenstil')).toBeNull();

    fireEvent.click(donations);
    fireEvent.click(screen.getByText('Speichern').closest('button')!);
    expect(await screen.findByText('Konfiguration gespeichert', {}, WAIT)).toBeTruthy();
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body.enablePluginDonations).toBe(true);
    expect(body).not.toHaveProperty('enableMollie');
  }, 60_000);
});

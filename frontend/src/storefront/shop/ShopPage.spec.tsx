// Shop variant (spec 2 "Shop variant list", "Adding a product"; spec 3 Cart): category tabs and the
// dropdown starting with 'Alle Artikel', product tiles, dialogs closed by Escape, the 'default' cart, the
// notification with 'Jetzt bestellen' to /shop/{branch}/checkout, and the branch the variant sells from.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../../test/render';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { cartStorageKey, cartStore, emptyCart } from '../../shared/cart/store';
import { testInit } from '../test-init';
import { ShopPage } from './ShopPage';
import { setInitData } from '../../shared/api/init';

function CheckoutStub() {
  return <p>Kasse {useParams().branch}</p>;
}

// The data router needs fetch's Request, which jsdom lacks; a probe reports the location instead.
const router = { state: { location: { pathname: '' } } };
function LocationProbe() {
  router.state.location.pathname = useLocation().pathname;
  return null;
}

function renderShop(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path="/shop/*" element={<ShopPage />} />
        <Route path="/shop/:branch/checkout" element={<CheckoutStub />} />
      </Routes>
    </MemoryRouter>,
  );
  return router;
}

const cardNames = () =>
  screen.queryAllByTestId('product-card').map((card) => card.querySelector('.sf-product__name')?.textContent);
const dropdown = () => screen.getByRole('combobox', { name: 'Kategorie' }) as HTMLSelectElement;
const storedCart = () => JSON.parse(window.sessionStorage.getItem(cartStorageKey('localhost', 'default')) ?? 'null');

// Ceiling for waits on a positive signal (as the other component specs): the busy machine's time,
// not a pause.
const WAIT = { timeout: 8000 };

// The dialogs and the cart panel are lazy chunks; loading them here keeps a module import (slow on a
// busy machine) out of the tests' waits for the dialog.
beforeAll(async () => {
  await Promise.all([
    import('../../shared/menu/ItemDialog'),
    import('../../shared/menu/AllergenDialog'),
    import('../../shared/cart/CartPanel'),
  ]);
});

beforeEach(() => {
  window.sessionStorage.clear();
  cartStore.setState({ branch: null, cart: emptyCart(), isPanelOpen: false });
  setInitData(testInit());
});
afterEach(cleanup);

describe('ShopPage (spec 2 shop variant)', () => {
  it('lists every category on /shop with tabs and a dropdown that start with Alle Artikel', () => {
    renderShop('/shop');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Alle Artikel');
    const tabs = within(screen.getByRole('navigation', { name: 'Kategorien' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Alle Artikel', 'Brot & Gebäck', 'Getränke']);
    expect(tabs[0]!.getAttribute('aria-current')).toBe('page');
    expect(tabs[2]!.getAttribute('href')).toBe('/shop/c-drinks/getraenke');
    expect([...dropdown().options].map((option) => option.text)).toEqual(['Alle Artikel', 'Brot & Gebäck', 'Getränke']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Brot & Gebäck',
      'Getränke',
    ]);
    expect(cardNames()).toEqual(['Kaisersemmel', 'Sachertorte', 'Wiener Melange']);
    // Tiles: image (a larger size), name and price.
    const semmel = screen.getAllByTestId('product-card')[0]!;
    expect(semmel.querySelector('img')?.getAttribute('src')).toBe('/image/tiny/img-p-semmel-2.jpg');
    expect(semmel.querySelector('img')?.getAttribute('srcset')).toContain('/image/medium/img-p-semmel-2.jpg 1280w');
    expect(within(semmel).getByText('0,60 €')).toBeTruthy();
  });

  it('switches category by tab and by dropdown, each with its own URL', () => {
    const router = renderShop('/shop');
    fireEvent.click(screen.getByRole('link', { name: 'Getränke' }));
    expect(router.state.location.pathname).toBe('/shop/c-drinks/getraenke');
    expect(cardNames()).toEqual(['Wiener Melange']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Getränke');
    expect(screen.getByRole('link', { name: 'Getränke' }).getAttribute('aria-current')).toBe('page');
    expect(dropdown().value).toBe('c-drinks');

    fireEvent.change(dropdown(), { target: { value: 'c-brot' } });
    expect(router.state.location.pathname).toBe('/shop/c-brot/brot-gebaeck');
    expect(cardNames()).toEqual(['Kaisersemmel', 'Sachertorte']);
    fireEvent.change(dropdown(), { target: { value: '' } });
    expect(router.state.location.pathname).toBe('/shop');
    expect(cardNames()).toHaveLength(3);
  });

  it("adds to the 'default' cart and shows the notification with 'Jetzt bestellen' to the checkout", async () => {
    const router = renderShop('/shop/graz');
    fireEvent.click(screen.getByRole('button', { name: /^Wiener Melange/ }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'In den Warenkorb' }));

    const region = screen.getByRole('status');
    expect(within(region).getByText('Produkt zum Warenkorb hinzugefügt.')).toBeTruthy();
    const orderNow = within(region).getByRole('link', { name: 'Jetzt bestellen' });
    expect(orderNow.getAttribute('href')).toBe('/shop/graz/checkout');
    expect(cartStore.getState().branch).toBe('default');
    expect(storedCart().items.map((item: { product: { name: string } }) => item.product.name)).toEqual([
      'Wiener Melange',
    ]);
    expect(screen.getByRole('button', { name: /^Warenkorb \(1\)/ })).toBeTruthy();

    fireEvent.click(orderNow);
    expect(router.state.location.pathname).toBe('/shop/graz/checkout');
    expect(screen.getByText('Kasse graz')).toBeTruthy();
  });

  it('closes the configuration and the allergen dialog with Escape', async () => {
    renderShop('/shop');
    fireEvent.click(screen.getByRole('button', { name: /^Sachertorte/ }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).toBeNull(), WAIT);

    fireEvent.click(screen.getByRole('button', { name: 'Allergene' }));
    const allergens = await screen.findByRole('dialog', {}, WAIT);
    expect(within(allergens).getByText('Gluten (A)')).toBeTruthy();
    fireEvent.keyDown(allergens, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByText('Gluten (A)')).toBeNull(), WAIT);
  });

  it('sells from the branch of /shop/{branch}, remembers it and lets the customer switch', () => {
    const router = renderShop('/shop/graz');
    const select = screen.getByRole('combobox', { name: 'Filiale' }) as HTMLSelectElement;
    expect(select.value).toBe('graz');
    fireEvent.click(screen.getByRole('link', { name: 'Getränke' }));
    // The category page keeps the remembered branch.
    expect((screen.getByRole('combobox', { name: 'Filiale' }) as HTMLSelectElement).value).toBe('graz');
    fireEvent.change(screen.getByRole('combobox', { name: 'Filiale' }), { target: { value: 'wien' } });
    expect((screen.getByRole('combobox', { name: 'Filiale' }) as HTMLSelectElement).value).toBe('wien');
    expect(router.state.location.pathname).toBe('/shop/c-drinks/getraenke');
  });

  it('shows 404 for an unknown branch or category', () => {
    renderShop('/shop/linz');
    expect(screen.getByText('404 Not Found')).toBeTruthy();
    cleanup();
    renderShop('/shop/c-unknown/egal');
    expect(screen.getByText('404 Not Found')).toBeTruthy();
  });

  it('opens the cart panel from the cart bar with the shop checkout path', async () => {
    const router = renderShop('/shop/wien');
    fireEvent.click(screen.getByRole('button', { name: /^Kaisersemmel/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'In den Warenkorb' }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Warenkorb \(1\)/ }));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Jetzt vorbestellen' }));
    expect(router.state.location.pathname).toBe('/shop/wien/checkout');
  });
});

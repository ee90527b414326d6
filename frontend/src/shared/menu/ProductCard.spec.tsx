// Product cards with a cover image (issue 14): srcset of the variants the image has, the sizes of the
// card's layout, lazy below the fold, alt text, and no placeholders in a menu without pictures.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { ApiProduct } from '../api/types';
import { localSettingsStore } from '../local-settings/store';
import { act, cleanup, fireEvent, render, screen } from '../../test/render';
import { cardImageAlt, PRODUCT_IMAGE_SIZES, ProductCard } from './ProductCard';

afterEach(cleanup);

const semmel: ApiProduct = {
  id: 'p1',
  name: 'Kaisersemmel',
  description: 'Knusprig',
  type: 'simple',
  price: '0.60',
  unit: 'piece',
  tax: '10',
  isEnabled: true,
  images: [
    { id: 'img1', version: 4, extension: 'jpg', width: 1200, height: 900, alt: 'Semmeln frisch aus dem Ofen' },
    { id: 'img2', version: 1, extension: 'jpg', width: 800, height: 600 },
  ],
};

function card(props: Partial<Parameters<typeof ProductCard>[0]> = {}) {
  const { container } = render(
    <ProductCard product={semmel} available currency="EUR" onOpen={jest.fn()} onAllergens={jest.fn()} {...props} />,
  );
  return container;
}

describe('ProductCard image', () => {
  it('shows the cover (first image) with only the variants its width has and the row sizes', () => {
    const img = card().querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(
      '/image/icon/img1-4.jpg 64w, /image/thumbnail/img1-4.jpg 128w, /image/tiny/img1-4.jpg 256w, ' +
        '/image/small/img1-4.jpg 640w, /image/img1-4.jpg 1200w',
    );
    expect(img.getAttribute('srcset')).not.toMatch(/medium|large/);
    expect(img.getAttribute('sizes')).toBe('96px');
    expect(img.parentElement!.style.aspectRatio).toBe('1');
  });

  it('uses the tile sizes and a 4:3 box in the shop variant grid', () => {
    const img = card({ layout: 'tile' }).querySelector('img')!;
    expect(img.getAttribute('sizes')).toBe(PRODUCT_IMAGE_SIZES.tile);
    expect(img.parentElement!.style.aspectRatio).toBe(String(4 / 3));
  });

  it('loads lazily below the fold and at once above it', () => {
    expect(card().querySelector('img')!.getAttribute('loading')).toBe('lazy');
    cleanup();
    expect(card({ priority: true }).querySelector('img')!.getAttribute('loading')).toBe('eager');
  });

  it('names the picture with its alt text; without one it is decorative, as the button reads the name', () => {
    card();
    expect(screen.getByRole('img', { name: 'Semmeln frisch aus dem Ofen' })).toBeTruthy();
    // The name comes first, the picture's description after the price.
    expect(
      screen.getByRole('button', { name: /^Kaisersemmel Knusprig 0,60 €.*Semmeln frisch aus dem Ofen$/ }),
    ).toBeTruthy();
    expect(cardImageAlt(undefined, 'Kaisersemmel')).toBe('');
    expect(cardImageAlt(' kaisersemmel ', 'Kaisersemmel')).toBe('');
    cleanup();
    const img = card({ product: { ...semmel, images: [{ ...semmel.images![1] }] } }).querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(screen.getByRole('button', { name: /^Kaisersemmel/ })).toBeTruthy();
  });

  it('shows a placeholder for a product without a picture, and nothing when the menu has none', () => {
    card({ product: { ...semmel, images: [] } });
    expect(screen.getByTestId('image-placeholder')).toBeTruthy();
    cleanup();
    const container = card({ product: { ...semmel, images: [] }, withImage: false });
    expect(container.querySelector('.sf-img')).toBeNull();
  });
});

describe('ProductCard availability (issue 16)', () => {
  it('shows an unavailable product as such, without the orderable +, and restores it when available again', () => {
    const props = { product: semmel, currency: 'EUR', onOpen: jest.fn(), onAllergens: jest.fn() };
    const { container, rerender } = render(<ProductCard {...props} available={false} />);
    expect(screen.getByText('Derzeit nicht verfügbar')).toBeTruthy();
    expect(container.querySelector('.sf-product__add')).toBeNull();
    expect(container.querySelector('.sf-product--unavailable')).not.toBeNull();
    // No dialog that ends in a disabled button: the card itself does not open.
    fireEvent.click(screen.getByRole('button', { name: /Kaisersemmel/ }));
    expect(props.onOpen).not.toHaveBeenCalled();
    rerender(<ProductCard {...props} available={false} availableAgain="05.12.2026" />);
    expect(screen.getByText('Derzeit nicht verfügbar – wieder ab 05.12.2026')).toBeTruthy();
    rerender(<ProductCard {...props} available />);
    fireEvent.click(screen.getByRole('button', { name: /Kaisersemmel/ }));
    expect(props.onOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Derzeit nicht verfügbar')).toBeNull();
    expect(container.querySelector('.sf-product__add')!.textContent).toBe('+');
  });
});

describe('ProductCard with the local setting showProductData (issue 16 item 6)', () => {
  it('hides description and allergens on a device that turned product data off, and shows them again', () => {
    const product = { ...semmel, allergens: 'A, G' };
    card({ product });
    expect(screen.getByText('Knusprig')).toBeTruthy();
    act(() => localSettingsStore.getState().set('showProductData', false));
    expect(screen.queryByText('Knusprig')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Allergene' })).toBeNull();
    expect(screen.getByText('Kaisersemmel')).toBeTruthy();
    act(() => localSettingsStore.getState().set('showProductData', true));
    expect(screen.getByText('Knusprig')).toBeTruthy();
  });
});

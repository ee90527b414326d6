// The product grid's cards re-render only when their own props change (issue 17): the cart's load after the
// first render re-renders the page at once (a store update), and the cards must take no part in it.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { ApiProduct } from '../api/types';
import { cleanup, render } from '../../test/render';
import { ProductGrid } from './BranchShopParts';
import type { BranchShop } from './use-branch-shop';

afterEach(cleanup);

const product: ApiProduct = {
  id: 'p1',
  name: 'Kaisersemmel',
  type: 'simple',
  price: '0.60',
  unit: 'piece',
  tax: '10',
  isEnabled: true,
};
const items = [{ product, available: true }];

/** The click handler React holds for a card's button: a new one on every render of the card. */
function handlerOf(container: HTMLElement): unknown {
  const button = container.querySelector('.sf-product__main')!;
  const key = Object.keys(button).find((name) => name.startsWith('__reactProps$'))!;
  return (button as unknown as Record<string, { onClick: unknown }>)[key]!.onClick;
}

describe('ProductGrid', () => {
  it('keeps its cards when the page re-renders with a new shop object, and renders them for new handlers', () => {
    const openItem = jest.fn();
    const openAllergens = jest.fn();
    const shop = () => ({ currency: 'EUR', openItem, openAllergens }) as unknown as BranchShop;
    const { container, rerender } = render(<ProductGrid shop={shop()} items={items} />);
    const first = handlerOf(container);
    rerender(<ProductGrid shop={shop()} items={items} />);
    expect(handlerOf(container)).toBe(first);

    const other = { ...shop(), openItem: jest.fn() } as unknown as BranchShop;
    rerender(<ProductGrid shop={other} items={items} />);
    expect(handlerOf(container)).not.toBe(first);
    (container.querySelector('.sf-product__main') as HTMLButtonElement).click();
    expect(other.openItem).toHaveBeenCalledWith(product, true);
    expect(openItem).not.toHaveBeenCalled();
  });
});

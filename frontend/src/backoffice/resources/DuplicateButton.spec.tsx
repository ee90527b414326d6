import { describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { act, fireEvent, render, screen, waitFor } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { CategoryDuplicateButton, ProductDuplicateButton } from './DuplicateButton';

const WAIT = { timeout: 8000 };

function Where() {
  const location = useLocation();
  return <output aria-label="Ort">{location.hash}</output>;
}

async function show(button: ReactElement) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/backend']}>
        <App>
          {button}
          <Where />
        </App>
      </MemoryRouter>,
    );
  });
}

async function confirm() {
  fireEvent.click(screen.getByRole('button', { name: 'Duplizieren' }));
  const buttons = await screen.findAllByRole('button', { name: 'Duplizieren' }, WAIT);
  await act(async () => {
    fireEvent.click(buttons.at(-1)!);
  });
}

describe("'Duplizieren' in the editors", () => {
  it('copies a product after asking and opens the copy', async () => {
    const calls = stubFetch({
      'POST /api/products/p1/duplicate': { status: 201, body: { data: { id: 'p2', name: 'Bauernbrot (Kopie)' } } },
    });
    await show(<ProductDuplicateButton item={{ id: 'p1' }} />);
    await confirm();
    expect(await screen.findByText('Kopie angelegt: Bauernbrot (Kopie)', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Ort').textContent).toBe('#/products/p2'), WAIT);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/products/p1/duplicate']);
  });

  it('copies a category with its products and says how many', async () => {
    stubFetch({
      'POST /api/categories/c1/duplicate': {
        status: 201,
        body: { data: { category: { id: 'c2', name: 'Torten (Kopie)' }, products: 3 } },
      },
    });
    await show(<CategoryDuplicateButton item={{ id: 'c1' }} />);
    await confirm();
    expect(await screen.findByText('Kopie angelegt: Torten (Kopie) mit 3 Produkten', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Ort').textContent).toBe('#/categories/c2'), WAIT);
  });
});

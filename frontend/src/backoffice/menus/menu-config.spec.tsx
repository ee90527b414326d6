import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '../../test/render';
import { Button, Form } from 'antd';
import { queryClient } from '../../shared/api/query-client';
import { stubFetch } from '../../test/test-fetch';
import { menuConfig } from './menu-config';

// Issue 39 item 1: the catalogue editor takes whole categories, lists the group's products first, and a
// new menu needs neither a date nor a product pick.
const WAIT = { timeout: 8000 };
const PRODUCTS = [
  { id: 'sacher', name: 'Sachertorte', category: { id: 'torten' } },
  { id: 'semmel', name: 'Semmel', category: { id: 'brot' } },
  { id: 'laib', name: 'Laib', category: { id: 'brot' } },
];

describe('menu form', () => {
  afterEach(() => queryClient.clear());

  it("'Ganze Kategorie übernehmen' adds the category's products to those already picked; the select lists them first", async () => {
    stubFetch({
      'GET /api/products': { status: 200, body: { data: PRODUCTS } },
      'GET /api/categories': {
        status: 200,
        body: {
          data: [
            { id: 'brot', name: 'Brot' },
            { id: 'torten', name: 'Torten' },
          ],
        },
      },
      'GET /api/branches': { status: 200, body: { data: [] } },
    });
    const onFinish = jest.fn<(values: Record<string, unknown>) => void>();
    const Fields = menuConfig.Fields;
    await act(async () => {
      render(
        <Form
          initialValues={{ name: 'Karte', catalog: [{ category: 'brot', products: ['sacher'] }] }}
          onFinish={onFinish}
        >
          <Fields isNew={false} />
          <Button htmlType="submit">Speichern</Button>
        </Form>,
      );
    });
    const take = screen.getByRole('button', { name: 'Ganze Kategorie übernehmen (Kategorie 1)' });
    await waitFor(() => expect(take).toHaveProperty('disabled', false), WAIT);
    fireEvent.click(take);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled(), WAIT);
    expect(onFinish.mock.calls[0]![0].catalog).toEqual([{ category: 'brot', products: ['sacher', 'semmel', 'laib'] }]);

    const selects = screen.getAllByRole('combobox');
    fireEvent.mouseDown(selects[selects.length - 1]!);
    expect(await screen.findByText('Produkte dieser Kategorie', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Andere Produkte')).toBeTruthy();
  });

  it('a new menu starts today 00:00, may leave the date empty, and without groups leaves the catalogue to the server', () => {
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(menuConfig.initial?.availableFrom).toBe(
      `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}T00:00`,
    );
    const body = menuConfig.toBody!({ name: 'Neu', availableFrom: '', branches: ['b1'], catalog: [] }, true);
    expect(body).toEqual({ name: 'Neu', availableFrom: undefined, branches: [{ id: 'b1' }], catalog: undefined });
    // A saved menu emptied on purpose stays empty.
    expect(menuConfig.toBody!({ name: 'Alt', branches: [], catalog: [] }, false).catalog).toEqual([]);
  });
});

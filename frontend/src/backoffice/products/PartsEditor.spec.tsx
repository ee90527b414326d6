import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '../../test/render';
import { Button, Form } from 'antd';
import { PartsEditor } from './PartsEditor';
import { productToBody } from './product-config';

function Harness({ onFinish }: { onFinish: (values: Record<string, unknown>) => void }) {
  return (
    <Form layout="vertical" initialValues={{ name: 'Torte', price: '30', config: { parts: [] } }} onFinish={onFinish}>
      <Form.Item name="name" hidden>
        <input />
      </Form.Item>
      <Form.Item name="price" hidden>
        <input />
      </Form.Item>
      <PartsEditor />
      <Button htmlType="submit">Speichern</Button>
    </Form>
  );
}

describe('PartsEditor', () => {
  it('adds a part with options and a modifier, and the product body carries them', async () => {
    const onFinish = jest.fn<(values: Record<string, unknown>) => void>();
    render(<Harness onFinish={onFinish} />);

    fireEvent.click(screen.getByRole('button', { name: 'Schritt hinzufügen' }));
    fireEvent.change(screen.getByLabelText('Bezeichnung'), { target: { value: 'Größe' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Option hinzufügen' }, { timeout: 8000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Option hinzufügen' }));
    fireEvent.change(screen.getByLabelText('Option 1'), { target: { value: 'Klein' } });
    fireEvent.change(screen.getByLabelText('Option 2'), { target: { value: 'Groß' } });
    const prices = screen.getAllByLabelText('Preis');
    fireEvent.change(prices[0]!, { target: { value: '0' } });
    fireEvent.change(prices[1]!, { target: { value: '12,50' } });

    // Option 2 replaces the price instead of adding to it.
    const modifier = screen.getByLabelText('Wirkung Option 2');
    fireEvent.mouseDown(modifier);
    const listbox = await screen.findAllByText('Ersetzt den Preis', {}, { timeout: 8000 });
    fireEvent.click(listbox[listbox.length - 1]!);

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled(), { timeout: 8000 });
    const body = productToBody(onFinish.mock.calls[0]![0]);
    expect(body.config).toEqual({
      parts: [
        {
          type: 'select',
          name: 'Größe',
          description: '',
          optional: false,
          options: [
            { name: 'Klein', value: '0', modifier: 'add' },
            { name: 'Groß', value: '12,50', modifier: 'overwrite' },
          ],
        },
      ],
    });
  });

  it('refuses to save an option without a name', async () => {
    const onFinish = jest.fn<(values: Record<string, unknown>) => void>();
    render(<Harness onFinish={onFinish} />);
    fireEvent.click(screen.getByRole('button', { name: 'Schritt hinzufügen' }));
    fireEvent.change(screen.getByLabelText('Bezeichnung'), { target: { value: 'Belag' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Option hinzufügen' }, { timeout: 8000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte einen Namen angeben.', {}, { timeout: 8000 })).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('drops options of a text part and removes a part', async () => {
    const onFinish = jest.fn<(values: Record<string, unknown>) => void>();
    render(<Harness onFinish={onFinish} />);
    fireEvent.click(screen.getByRole('button', { name: 'Schritt hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schritt hinzufügen' }));
    const cards = screen.getAllByText(/^Schritt \d$/);
    expect(cards).toHaveLength(2);
    fireEvent.click(
      within(cards[1]!.closest('.ant-card') as HTMLElement).getByRole('button', { name: 'Schritt entfernen' }),
    );
    expect(screen.getAllByText(/^Schritt \d$/)).toHaveLength(1);
  });
});

// Quantity picker (spec 5 Quantity): steps per unit, limits, comma input corrected, unit change converts.
import { describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '../../test/render';
import { afterEach } from '@jest/globals';
import { useState } from 'react';
import type { Product, UnitId } from '@bestell/domain';
import { amountText, QuantityPicker } from './QuantityPicker';

afterEach(cleanup);

const ham: Pick<Product, 'unit' | 'alternativeUnits' | 'minimumQuantity' | 'maximumQuantity' | 'quantityStepSize'> = {
  unit: 'kilogram',
  minimumQuantity: 0.1,
  maximumQuantity: 2,
  quantityStepSize: 0.05,
  alternativeUnits: [{ unit: 'decagram', ratio: '0.01', minimumQuantity: 10, quantityStepSize: 5 }],
};

function Harness({ initial, onChange }: { initial: number; onChange?: (v: { amount: number; unit: UnitId }) => void }) {
  const [value, setValue] = useState<{ amount: number; unit: UnitId }>({ amount: initial, unit: 'kilogram' });
  return (
    <>
      <QuantityPicker
        product={ham}
        amount={value.amount}
        unit={value.unit}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{`${value.amount} ${value.unit}`}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Menge', { selector: 'input' }) as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('QuantityPicker (spec 5 Quantity)', () => {
  it('formats amounts the German way', () => {
    expect(amountText(0.25)).toBe('0,25');
    expect(amountText(2)).toBe('2');
    expect(amountText(1.5)).toBe('1,5');
  });

  it('steps by the unit step and disables minus at the minimum', () => {
    render(<Harness initial={0.1} />);
    const minus = screen.getByRole('button', { name: 'Menge verringern' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    expect(value()).toBe('0.15 kilogram');
    expect(input().value).toBe('0,15');
    expect(minus.disabled).toBe(false);
  });

  it('accepts a comma, corrects the typed amount to step and range on Enter or blur', () => {
    const onChange = jest.fn();
    render(<Harness initial={0.2} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '0,33' } });
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(value()).toBe('0.35 kilogram');
    fireEvent.change(input(), { target: { value: '7' } });
    fireEvent.blur(input());
    expect(value()).toBe('2 kilogram');
    expect((screen.getByRole('button', { name: 'Menge erhöhen' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input(), { target: { value: 'abc' } });
    fireEvent.blur(input());
    expect(value()).toBe('0.1 kilogram');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('offers the alternative unit and converts the amount when the unit changes', async () => {
    render(<Harness initial={0.25} />);
    const select = screen.getByRole('combobox', { name: 'Einheit' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['kg', 'dag']);
    fireEvent.change(select, { target: { value: 'decagram' } });
    expect(value()).toBe('25 decagram');
    expect(input().value).toBe('25');
  });
});

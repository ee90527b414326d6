import {
  canDecrease,
  canIncrease,
  convertAmount,
  correctQuantity,
  decreaseAmount,
  formatAmountDe,
  increaseAmount,
  quantityLimitsFor,
  selectableUnits,
  unitLabel,
  type Product,
  type UnitId,
} from '@bestell/domain';
import { Button } from '../shop-ui/Button';
import { Input, Select } from '../shop-ui/fields';
import { useEffect, useState } from 'react';

type QuantityProduct = Pick<
  Product,
  'unit' | 'alternativeUnits' | 'minimumQuantity' | 'maximumQuantity' | 'quantityStepSize'
>;

export interface QuantityPickerProps {
  product: QuantityProduct;
  amount: number;
  unit: UnitId;
  onChange(value: { amount: number; unit: UnitId }): void;
}

/** Shows an amount the German way without trailing zeros: 0.25 -> '0,25', 2 -> '2'. */
export function amountText(amount: number): string {
  const text = formatAmountDe(amount, 3);
  return text.includes(',') ? text.replace(/0+$/, '').replace(/,$/, '') : text;
}

/**
 * Quantity picker (spec 5 Quantity): minus/plus by the unit's step within its limits; typed amounts accept
 * a comma and are corrected on blur or Enter; changing the unit converts and corrects the amount.
 */
export function QuantityPicker({ product, amount, unit, onChange }: QuantityPickerProps) {
  const limits = quantityLimitsFor(product, unit);
  const units = selectableUnits(product);
  const [text, setText] = useState(amountText(amount));
  useEffect(() => setText(amountText(amount)), [amount]);

  const commit = () => {
    const corrected = correctQuantity(text, limits);
    setText(amountText(corrected));
    if (corrected !== amount) onChange({ amount: corrected, unit });
  };

  return (
    <div className="sf-quantity" role="group" aria-label="Menge">
      <Button
        aria-label="Menge verringern"
        disabled={!canDecrease(amount, limits)}
        onClick={() => onChange({ amount: decreaseAmount(amount, limits), unit })}
      >
        −
      </Button>
      <Input
        aria-label="Menge"
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
        className="sf-quantity__input"
      />
      <Button
        aria-label="Menge erhöhen"
        disabled={!canIncrease(amount, limits)}
        onClick={() => onChange({ amount: increaseAmount(amount, limits), unit })}
      >
        +
      </Button>
      {units.length > 1 ? (
        <Select<UnitId>
          aria-label="Einheit"
          className="sf-quantity__units"
          value={unit}
          options={units.map((id) => ({ value: id, label: unitLabel(id) }))}
          onChange={(next) => onChange({ amount: convertAmount(product, amount, unit, next), unit: next })}
        />
      ) : (
        <span className="sf-quantity__unit">{unitLabel(unit)}</span>
      )}
    </div>
  );
}

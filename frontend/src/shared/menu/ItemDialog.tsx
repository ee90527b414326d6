import {
  calculationModelFor,
  canGoBack,
  canGoForward,
  canSave,
  convertAmount,
  defaultAmount,
  formatMoney,
  isStepValid,
  itemTotal,
  missingChoices,
  OWN_TEXTS,
  pricePrefix,
  quantityLimitsFor,
  sliderDuration,
  stepCount,
  visibleSteps,
  type PartSelection,
  type UnitId,
} from '@bestell/domain';
import { useId, useState } from 'react';
import type { ApiProduct } from '../api/types';
import { ImageSlider } from './ImageSlider';
import { PartStep } from './PartStep';
import { QuantityPicker } from './QuantityPicker';
import { Button } from '../shop-ui/Button';
import { Dialog } from '../shop-ui/Dialog';
import { useLocalSetting } from '../local-settings/store';

/**
 * The dialog is 560 px wide (512 px of content); on phones it leaves 16 px margin and 24 px padding each
 * side (measured in test/e2e/media.spec.ts: 311 px of picture at 390 px), so a 2x phone fetches the 640 variant.
 */
export const DIALOG_IMAGE_SIZES = '(max-width: 591px) calc(100vw - 80px), 512px';

export interface ItemDialogResult {
  amount: number;
  unit: UnitId;
  parts: PartSelection[];
}

export interface ItemDialogProps {
  product: ApiProduct;
  available: boolean;
  currency: string;
  onAdd(result: ItemDialogResult): void;
  onClose(): void;
}

function initialUnit(product: ApiProduct): UnitId {
  const units = [product.unit, ...(product.alternativeUnits ?? []).map((unit) => unit.unit)];
  return product.defaultUnit && units.includes(product.defaultUnit) ? product.defaultUnit : product.unit;
}

/** defaultQuantity is in the product's own unit; it is converted into the default unit when that differs. */
export function initialAmount(product: ApiProduct): number {
  const amount = defaultAmount(product.defaultQuantity, quantityLimitsFor(product, product.unit));
  const unit = initialUnit(product);
  return unit === product.unit ? amount : convertAmount(product, amount, product.unit, unit);
}

/**
 * Item dialog (spec 2, 4): quantity picker on step 0, configuration steps (all at once, or one at a time for
 * step-by-step products); saving needs an amount above 0 and every step valid.
 */
export function ItemDialog({ product, available, currency, onAdd, onClose }: ItemDialogProps) {
  const showProductData = useLocalSetting('showProductData');
  const parts = product.config?.parts ?? [];
  const images = product.images ?? [];
  const [unit, setUnit] = useState<UnitId>(() => initialUnit(product));
  const [amount, setAmount] = useState(() => initialAmount(product));
  const [selections, setSelections] = useState<PartSelection[]>(() => parts.map(() => null));
  const [step, setStep] = useState(0);
  const [touched, setTouched] = useState(false);
  const missingId = useId();
  const stepByStep = !!product.isStepByStep && parts.length > 1;
  const steps = visibleSteps(stepByStep, step, parts);
  const lastStep = step >= stepCount(parts) - 1;
  const saveable = available && canSave(parts, selections, amount);
  // Named before the customer presses (issue 16): what is still missing for saving or for 'Weiter'.
  const missing =
    stepByStep && !lastStep
      ? missingChoices(parts, selections, amount, step)
      : missingChoices(parts, selections, amount);

  const total = product.isPriceHidden
    ? null
    : formatMoney(
        itemTotal({ product, amount, unit, parts: selections }),
        currency,
        pricePrefix(calculationModelFor(product, unit)),
      );

  const setSelection = (index: number, value: PartSelection) =>
    setSelections((current) => current.map((entry, i) => (i === index ? value : entry)));

  const add = () => {
    setTouched(true);
    if (saveable) onAdd({ amount, unit, parts: selections });
  };
  const next = () => {
    setTouched(true);
    if (canGoForward(step, parts, selections, amount)) {
      setStep(step + 1);
      setTouched(false);
    }
  };

  const footer = (
    <div className="sf-dialog-footer">
      {available && missing.length > 0 && (
        <p id={missingId} className="sf-dialog-footer__missing" role="status">
          {missing.join(' ')}
        </p>
      )}
      {total && <span className="sf-dialog-footer__total">{total}</span>}
      {product.isPriceHidden && <span className="sf-dialog-footer__note">{OWN_TEXTS.hiddenPrices}</span>}
      {stepByStep && canGoBack(step) && <Button onClick={() => setStep(step - 1)}>Zurück</Button>}
      {stepByStep && !lastStep ? (
        <Button variant="primary" aria-describedby={missing.length > 0 ? missingId : undefined} onClick={next}>
          Weiter
        </Button>
      ) : (
        <Button
          variant="primary"
          disabled={!available}
          aria-describedby={available && missing.length > 0 ? missingId : undefined}
          onClick={add}
        >
          {available ? 'In den Warenkorb' : 'Derzeit nicht verfügbar'}
        </Button>
      )}
    </div>
  );

  return (
    <Dialog title={product.name} onClose={onClose} footer={footer} width={560}>
      {images.length > 0 && (
        <ImageSlider
          className="sf-dialog__image"
          images={images}
          duration={sliderDuration(product.content?.duration, images.length)}
          sizes={DIALOG_IMAGE_SIZES}
          ratio={4 / 3}
          alt={product.name}
        />
      )}
      {showProductData && product.description && <p className="sf-dialog__description">{product.description}</p>}
      {stepByStep && (
        <p className="sf-dialog__progress">
          Schritt {step + 1} von {stepCount(parts)}
        </p>
      )}
      {steps.includes(0) && (
        <div className="sf-dialog__quantity">
          <QuantityPicker
            product={product}
            amount={amount}
            unit={unit}
            onChange={(value) => {
              setAmount(value.amount);
              setUnit(value.unit);
            }}
          />
        </div>
      )}
      {steps.map((index) =>
        parts[index] ? (
          <PartStep
            key={index}
            part={parts[index]}
            index={index}
            value={selections[index]}
            currency={currency}
            invalid={touched && !isStepValid(index, parts, selections, amount)}
            onChange={(value) => setSelection(index, value)}
          />
        ) : null,
      )}
    </Dialog>
  );
}

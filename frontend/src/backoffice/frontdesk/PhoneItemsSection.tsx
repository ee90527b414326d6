// The phone order's items (issue 21): chosen from the branch's active menu (the shop's item dialog opens
// for each), listed with a remove button and the total.
import { formatMoney } from '@bestell/domain';
import { Button, Select } from 'antd';
import type { cartTotals } from '../../shared/cart/selectors';
import type { CartLine } from '../../shared/cart/store';
import type { MenuGroup } from '../../shared/menu/menu-groups';

export interface PhoneItemsSectionProps {
  groups: MenuGroup[];
  currency: string;
  lines: CartLine[];
  totals: ReturnType<typeof cartTotals> | null;
  onChoose(entry: MenuGroup['products'][number]): void;
  onRemove(uid: string): void;
}

export function PhoneItemsSection({ groups, currency, lines, totals, onChoose, onRemove }: PhoneItemsSectionProps) {
  const productOptions = groups.map((group) => ({
    label: group.category.name,
    options: group.products.map(({ product, available }) => ({
      value: product.id,
      label: `${product.name}${product.isPriceHidden ? '' : ` · ${formatMoney(product.price, currency)}`}`,
      disabled: !available,
    })),
  }));
  return (
    <section className="bo-phone-order__section" aria-labelledby="bo-phone-items">
      <h3 id="bo-phone-items" className="bo-phone-order__heading">
        Artikel
      </h3>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        aria-label="Artikel hinzufügen"
        placeholder="Artikel hinzufügen"
        style={{ width: '100%' }}
        value={null}
        options={productOptions}
        onChange={(id: string) => {
          const entry = groups.flatMap((g) => g.products).find((p) => p.product.id === id);
          if (entry) onChoose(entry);
        }}
      />
      {lines.length > 0 && (
        <ul className="bo-phone-order__lines" aria-label="Artikel der Bestellung">
          {lines.map((line) => (
            <li key={line.product.uid}>
              <span>
                {line.amount.toLocaleString('de-AT')} × {line.product.name}
              </span>
              <Button
                size="small"
                aria-label={`${line.product.name} entfernen`}
                onClick={() => onRemove(line.product.uid)}
              >
                Entfernen
              </Button>
            </li>
          ))}
        </ul>
      )}
      {totals && (
        <p className="bo-phone-order__total">
          Summe <strong>{formatMoney(totals.totalGross, currency, totals.isApproximate ? 'ca.' : '')}</strong>
        </p>
      )}
    </section>
  );
}

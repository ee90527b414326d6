// The product form's tabs: general data, price with units and taxes, configuration, availability.
import { UNITS } from '@bestell/domain';
import { Button, Form, Tabs } from 'antd';
import { OpeningHoursEditor } from '../branches/OpeningHoursEditor';
import { RichTextInput } from '../content/block-form/RichTextInput';
import { field, FieldRow, FieldStack, NAME_RULES, SCHEDULE_WINDOW, VISIBILITY } from '../core/fields';
import { ImagePicker } from '../media/ImagePicker';
import { useOptions } from '../resources/resource-queries';
import { PartsEditor } from './PartsEditor';

// German unit labels only ('kg', 'Stk.'); the id stays the stored value (issue 39 item 4).
const UNIT_OPTIONS = Object.values(UNITS).map((u) => ({ value: u.id, label: u.label }));
export const TYPE_OPTIONS = [
  { value: 'simple', label: 'Einfach' },
  { value: 'configurable', label: 'Konfigurierbar' },
  { value: 'bundle', label: 'Bündel' },
];
const MODEL_OPTIONS = [
  { value: 'fixed', label: 'Exakt (Fix)' },
  { value: 'approximate', label: 'Ungefähr (ca.)' },
  { value: 'minimum', label: 'Minimum (ab)' },
];
const LEAD_OPTIONS = [
  { value: 'minutes', label: 'Minuten' },
  { value: 'hours', label: 'Stunden' },
  { value: 'days', label: 'Tage' },
  { value: 'weeks', label: 'Wochen' },
];
const MONEY = { pattern: /^\d{1,8}([.,]\d{1,2})?$/, message: 'Betrag wie 12,50' };
const QTY = { pattern: /^\d{1,9}([.,]\d{1,3})?$/, message: 'Menge wie 1 oder 0,5' };
const RATE = { pattern: /^\d{1,3}([.,]\d{1,2})?$/, message: 'Prozentsatz wie 10 oder 20' };
const SEARCH = { optionFilterProp: 'label' };

function GeneralTab() {
  const categories = useOptions('categories');
  return (
    <>
      <FieldRow
        fields={[
          field.text('name', 'Name', 320, NAME_RULES),
          field.select('type', 'Produkttyp', TYPE_OPTIONS, { style: { width: 180 } }),
          field.select('category', 'Kategorie', categories, {
            allowClear: true,
            style: { width: 220 },
            showSearch: SEARCH,
          }),
          field.number('position', 'Position', 100000),
        ]}
      />
      <FieldStack
        fields={[
          field.textarea('description', 'Beschreibung', 3),
          field.custom('images', 'Bilder (das erste zeigt der Shop)', <ImagePicker label="Produktbild" multiple />),
          {
            // Plain lines or the formatting buttons: the shop shows either (sanitised, line breaks kept).
            ...field.custom('allergens', 'Allergene', <RichTextInput aria-label="Allergene" />),
            extra:
              'Zum Beispiel „Gluten (A), Milch (G)“, eine Zeile je Allergen. Die Knöpfe formatieren den markierten Text.',
          },
        ]}
      />
      <FieldRow
        fields={[
          ...VISIBILITY,
          {
            ...field.check('isVisibleWhenUnavailable', 'Sichtbar, wenn nicht verfügbar'),
            extra: 'Außerhalb seines Zeitplans bleibt das Produkt im Shop sichtbar, ist dann aber nicht bestellbar.',
          },
          {
            ...field.check('isStepByStep', 'Schritt für Schritt konfigurieren'),
            extra: 'Kunden wählen die Optionen (z. B. Größe, Füllung, Aufschrift) nacheinander statt alle auf einmal.',
          },
        ]}
      />
      <FieldStack fields={[field.textarea('internalNote', 'Interne Notiz', 2)]} />
    </>
  );
}

function AlternativeUnits() {
  return (
    <Form.List name="alternativeUnits">
      {(units, { add, remove }) => (
        <fieldset className="bo-fieldset">
          <legend>Alternative Einheiten</legend>
          {units.map((u) => (
            <FieldRow
              key={u.key}
              fields={[
                {
                  ...field.select([u.name, 'unit'], 'Einheit', UNIT_OPTIONS, { style: { width: 180 } }),
                  rules: [{ required: true }],
                },
                field.decimal([u.name, 'ratio'], 'Verhältnis', 100, [{ required: true }, QTY]),
                field.decimal([u.name, 'minimumQuantity'], 'Min.', 90, [QTY]),
                field.decimal([u.name, 'maximumQuantity'], 'Max.', 90, [QTY]),
                field.decimal([u.name, 'quantityStepSize'], 'Schritt', 90, [QTY]),
                field.select([u.name, 'calculationModel'], 'Berechnung', MODEL_OPTIONS, {
                  allowClear: true,
                  style: { width: 160 },
                }),
                field.custom(
                  undefined,
                  ' ',
                  <Button danger onClick={() => remove(u.name)}>
                    Entfernen
                  </Button>,
                ),
              ]}
            />
          ))}
          <Button onClick={() => add({ ratio: '1' })}>Einheit hinzufügen</Button>
        </fieldset>
      )}
    </Form.List>
  );
}

const pricing = (
  <>
    <FieldRow
      fields={[
        field.decimal('price', 'Preis (brutto)', 140, [
          { required: true, message: 'Bitte einen Preis angeben.' },
          MONEY,
        ]),
        field.select('calculationModel', 'Berechnung', MODEL_OPTIONS, { style: { width: 180 } }),
        field.text('pricing', 'Preisangabe (Text)', 200),
        field.check('isPriceHidden', 'Preis verbergen', ' '),
      ]}
    />
    <FieldRow
      fields={[
        field.select('unit', 'Einheit', UNIT_OPTIONS, { style: { width: 200 }, showSearch: SEARCH }),
        field.select('defaultUnit', 'Standardeinheit', UNIT_OPTIONS, { allowClear: true, style: { width: 200 } }),
        field.decimal('minimumQuantity', 'Mindestmenge', 110, [QTY]),
        field.decimal('maximumQuantity', 'Höchstmenge', 110, [QTY]),
        field.decimal('quantityStepSize', 'Schrittweite', 110, [QTY]),
        field.decimal('defaultQuantity', 'Standardmenge', 110, [QTY]),
      ]}
    />
    <AlternativeUnits />
    <fieldset className="bo-fieldset">
      <legend>Steuersätze je Bestellart (%)</legend>
      <FieldRow
        fields={[
          field.decimal('tax', 'Lieferung', 100, [RATE]),
          field.decimal('takeawayTax', 'Abholung', 100, [RATE]),
          field.decimal('dineInTax', 'Vor Ort', 100, [RATE]),
        ]}
      />
    </fieldset>
  </>
);

const availability = (
  <>
    <FieldRow fields={SCHEDULE_WINDOW} />
    <OpeningHoursEditor name={['schedule', 'rules']} label="Zeitplan" />
    <fieldset className="bo-fieldset">
      <legend>Vorlaufzeit</legend>
      <FieldRow
        fields={[
          field.check('isLeadTimeEnabled', 'Vorlaufzeit aktiv'),
          field.number('leadTimeValue', 'Dauer', 10000),
          field.select('leadTimeType', 'Einheit', LEAD_OPTIONS, { allowClear: true, style: { width: 140 } }),
        ]}
      />
    </fieldset>
    <fieldset className="bo-fieldset">
      <legend>Kapazität</legend>
      <FieldRow fields={[field.number('preparationMinutes', 'Zubereitungszeit (Minuten pro Stück)', 1440)]} />
    </fieldset>
  </>
);

export function ProductFields() {
  return (
    <Tabs
      items={[
        { key: 'general', label: 'Allgemein', children: <GeneralTab />, forceRender: true },
        { key: 'pricing', label: 'Preis, Einheiten, Steuern', children: pricing, forceRender: true },
        { key: 'parts', label: 'Konfiguration', children: <PartsEditor />, forceRender: true },
        { key: 'availability', label: 'Verfügbarkeit', children: availability, forceRender: true },
      ]}
    />
  );
}

// The branch form's tabs: general data, opening and delivery hours, delivery areas, flags.
import { Button, Form, Input, Space, Tabs } from 'antd';
import { field, FieldRow, FieldStack, NAME_RULES, renderField } from '../core/fields';
import { identifierField } from '../core/IdentifierInput';
import { ImagePicker } from '../media/ImagePicker';
import { useOptions } from '../resources/resource-queries';
import { BranchHoursFields } from './BranchHoursFields';

const MONEY = { pattern: /^\d{1,8}([.,]\d{1,2})?$/, message: 'Betrag wie 3,50' };
const RATE = { pattern: /^\d{1,3}([.,]\d{1,2})?$/, message: 'Prozentsatz wie 10' };

export const FLAG_GROUPS: { legend: string; flags: [string, string][] }[] = [
  {
    legend: 'Sichtbarkeit',
    flags: [
      ['isEnabled', 'Aktiv'],
      ['isPublic', 'Öffentlich'],
    ],
  },
  {
    legend: 'Bestellarten',
    flags: [
      ['isTakeawayEnabled', 'Abholung'],
      ['isDeliveryEnabled', 'Lieferung'],
      ['isDineInEnabled', 'Vor Ort'],
      ['isTableSelectionEnabled', 'Tischauswahl'],
      ['isPreorderEnabled', 'Vorbestellung'],
      ['isAppointmentRequired', 'Termin erforderlich'],
      ['isQuotationRequired', 'Angebot erforderlich'],
    ],
  },
  {
    legend: 'Kontaktdaten erforderlich',
    flags: [
      ['isDeliveryEmailRequired', 'E-Mail bei Lieferung'],
      ['isTakeawayEmailRequired', 'E-Mail bei Abholung'],
      ['isDineInEmailRequired', 'E-Mail vor Ort'],
      ['isDeliveryPhoneRequired', 'Telefon bei Lieferung'],
      ['isTakeawayPhoneRequired', 'Telefon bei Abholung'],
      ['isDineInPhoneRequired', 'Telefon vor Ort'],
      ['isDeliveryAddressRequired', 'Adresse bei Lieferung'],
      ['isTakeawayAddressRequired', 'Adresse bei Abholung'],
      ['isDineInAddressRequired', 'Adresse vor Ort'],
    ],
  },
  {
    legend: 'Zahlungsarten',
    flags: [
      ['isCashEnabled', 'Bar'],
      ['isATMCardEnabled', 'Bankomatkarte'],
      ['isMollieEnabled', 'Online-Zahlung mit Mollie'],
      ['isDatatransEnabled', 'Online-Zahlung mit Datatrans'],
      ['isHydroAGVoucherEnabled', 'Hydro-AG-Gutschein'],
    ],
  },
  {
    legend: 'Backstube',
    flags: [['isUnconfirmedProduced', 'Unbestätigte Bestellungen auf den Backzettel']],
  },
];
// isDeliveryHoursEnabled is switched next to the delivery hours (BranchHoursFields), sent like the others.
export const FLAGS = [...FLAG_GROUPS.flatMap((g) => g.flags.map(([f]) => f)), 'isDeliveryHoursEnabled'];

/** Issue 42 item 2: when a day's bake list freezes (later changes are printed as delta slips). */
export const CUTOFF_TEXTS = {
  legend: 'Backzettel einfrieren',
  daysBefore: 'Tage vorher',
  time: 'Uhrzeit',
  help:
    'Zu dieser Zeit wird der Backzettel eines Tages eingefroren und gedruckt (z. B. 1 Tag vorher um 20:00); ' +
    'spätere Bestellungen und Stornos kommen als Nachtrag („+3 Kaisersemmel seit 20:00“). Ohne Uhrzeit: nie.',
};

function CutoffFields() {
  return (
    <fieldset className="bo-fieldset">
      <legend>{CUTOFF_TEXTS.legend}</legend>
      <FieldRow
        fields={[
          {
            ...field.number(['productionCutoff', 'daysBefore'], CUTOFF_TEXTS.daysBefore, 7),
            tooltip: CUTOFF_TEXTS.help,
          },
          field.moment(['productionCutoff', 'time'], CUTOFF_TEXTS.time, 'time'),
        ]}
      />
    </fieldset>
  );
}

export const DELIVERY_AREAS_HELP =
  'Die Postleitzahl der Lieferadresse bestimmt das Liefergebiet und damit Liefergebühr und Mindestbestellwert. ' +
  'Tragen Sie bei jedem Gebiet seine Postleitzahlen ein: ein Gebiet ohne Postleitzahlen wird nicht beliefert.';

function DeliveryAreasEditor() {
  const form = Form.useFormInstance();
  return (
    <Form.List name="deliveryAreas">
      {(areas, { add, remove }) => (
        <fieldset className="bo-fieldset">
          <legend>Liefergebiete</legend>
          {/* Issue 40: the delivery address's zip code picks the area; a list-less area delivers nowhere. */}
          <p className="bo-delivery-areas-help" style={{ margin: '0 0 12px', color: 'rgba(0, 0, 0, 0.65)' }}>
            {DELIVERY_AREAS_HELP}
          </p>
          {areas.map((area) => (
            <FieldRow
              key={area.key}
              fields={[
                field.custom(
                  [area.name, 'area'],
                  'Gebiet',
                  <Input style={{ width: 200 }} placeholder="z. B. 1010 Wien" />,
                  [{ required: true, message: 'Bitte ein Gebiet angeben.' }],
                ),
                field.decimal([area.name, 'price'], 'Liefergebühr', 110, [{ required: true }, MONEY]),
                field.decimal([area.name, 'tax'], 'Steuer %', 90, [{ required: true }, RATE]),
                field.decimal([area.name, 'minimumOrderValue'], 'Mindestbestellwert', 130, [MONEY]),
                field.decimal([area.name, 'freeFromOrderValue'], 'Gratis ab', 110, [MONEY]),
                field.check([area.name, 'free'], 'Gratis', ' '),
                {
                  ...field.custom(
                    [area.name, 'zipCodes'],
                    'Postleitzahlen',
                    <Input style={{ width: 220 }} placeholder="z. B. 1070, 1060" />,
                  ),
                  tooltip:
                    'Durch Komma getrennt, z. B. 1010, 1070 oder 80* für alle mit 80. Ohne Postleitzahlen wird das Gebiet nicht beliefert.',
                },
                field.custom(
                  undefined,
                  ' ',
                  <Button danger onClick={() => remove(area.name)}>
                    Entfernen
                  </Button>,
                ),
              ]}
            />
          ))}
          <Button
            onClick={() => {
              // The first area switches delivery on (issue 39 item 5); the box under 'Bestellarten' can undo it.
              if (areas.length === 0) form.setFieldValue('isDeliveryEnabled', true);
              add({ price: '0', tax: '20', minimumOrderValue: '0', free: false });
            }}
          >
            Liefergebiet hinzufügen
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}

export function BranchFields() {
  const divisions = useOptions('divisions');
  const tags = useOptions('tags');
  const general = (
    <>
      <FieldRow
        fields={[
          field.text('name', 'Name', 260, NAME_RULES),
          identifierField(200, 'der Filiale'),
          {
            ...field.select('division', 'Organisation', divisions, { allowClear: true, style: { width: 220 } }),
            tooltip:
              'Mehrere Filialen unter einer Marke oder Firma zusammenfassen (Katalog → Organisationen); optional.',
          },
          field.select('tags', 'Tags', tags, { mode: 'multiple', style: { minWidth: 220 } }),
        ]}
      />
      <FieldRow
        fields={[
          field.text('street', 'Straße', 240),
          field.text('zipCode', 'PLZ', 90),
          field.text('city', 'Ort', 180),
          field.text('phone', 'Telefon', 180),
          field.text('email', 'E-Mail', 240, [{ type: 'email', message: 'Keine gültige E-Mail-Adresse.' }]),
          field.text('latitude', 'Breitengrad', 130),
          field.text('longitude', 'Längengrad', 130),
        ]}
      />
      <FieldStack
        fields={[
          field.textarea('description', 'Beschreibung', 3),
          field.custom('images', 'Bilder (das erste ist das Titelbild)', <ImagePicker label="Filialbild" multiple />),
          field.custom('logo', 'Logo', <ImagePicker label="Filiallogo" />),
          field.text('keywords', 'Suchbegriffe'),
          field.textarea('internalNote', 'Interne Notiz', 2),
        ]}
      />
    </>
  );
  const hours = (
    <>
      <BranchHoursFields />
      <FieldRow
        fields={[
          {
            ...field.moment('orderableFrom', 'Bestellbar ab (Uhrzeit)', 'time'),
            tooltip:
              'Früheste Abholzeit, die der Shop nennt („Abholung 07:00 Uhr bis …“). Leer: der Beginn der Öffnungszeit.',
          },
          field.custom(
            'closedMessage',
            'Text bei geschlossener Filiale',
            <Input.TextArea rows={2} style={{ width: 420 }} />,
          ),
        ]}
      />
    </>
  );
  const flags = (
    <Space direction="vertical" style={{ width: '100%' }}>
      {FLAG_GROUPS.map((group) => (
        <fieldset key={group.legend} className="bo-fieldset">
          <legend>{group.legend}</legend>
          <Space wrap>
            {group.flags.map(([flag, label]) => renderField({ ...field.check(flag, label), noStyle: true }))}
          </Space>
        </fieldset>
      ))}
      <CutoffFields />
    </Space>
  );
  return (
    <Tabs
      items={[
        { key: 'general', label: 'Allgemein', children: general, forceRender: true },
        { key: 'hours', label: 'Öffnungs- und Lieferzeiten', children: hours, forceRender: true },
        { key: 'areas', label: 'Liefergebiete', children: <DeliveryAreasEditor />, forceRender: true },
        { key: 'flags', label: 'Bestellarten, Kontakt, Zahlung', children: flags, forceRender: true },
      ]}
    />
  );
}

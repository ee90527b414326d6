// Divisions, categories, tags and donatees: flat forms on the generic scaffold.
import { Input } from 'antd';
import { OpeningHoursEditor } from '../branches/OpeningHoursEditor';
import { field, FieldRow, FieldStack, NAME_RULES, SCHEDULE_WINDOW, VISIBILITY } from '../core/fields';
import { identifierField } from '../core/IdentifierInput';
import { compact, fromLocalInput, optionalText, toLocalInput } from '../core/form-values';
import { ImagePicker } from '../media/ImagePicker';
import type { FormValues, ResourceConfig } from '../resources/types';
import { CategoryDuplicateButton } from '../resources/DuplicateButton';

type Row = { id: string } & Record<string, unknown>;
const yesNo = (v: boolean) => (v ? 'ja' : 'nein');

function DivisionFields() {
  return (
    <>
      <FieldRow
        fields={[
          field.text('name', 'Name', 260, NAME_RULES),
          identifierField(200, 'der Organisation'),
          field.text('title', 'Titel', 260),
        ]}
      />
      <FieldStack
        fields={[
          field.textarea('description', 'Beschreibung', 3),
          field.custom(
            'images',
            'Bilder (das erste ist das Titelbild)',
            <ImagePicker label="Organisationsbild" multiple />,
          ),
        ]}
      />
      <FieldRow fields={VISIBILITY} />
    </>
  );
}

export const divisionConfig: ResourceConfig<Row> = {
  key: 'divisions',
  title: 'Organisationen',
  singular: 'Organisation',
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Kennung', dataIndex: 'identifier' },
    { title: 'Aktiv', dataIndex: 'isEnabled', render: yesNo },
  ],
  Fields: DivisionFields,
  initial: { isEnabled: true, isPublic: true, images: [] },
  toBody: (v) =>
    compact({
      name: v.name,
      identifier: v.identifier,
      title: optionalText(v.title) ?? '',
      description: optionalText(v.description) ?? '',
      images: (v.images as unknown[] | undefined) ?? [],
      isEnabled: !!v.isEnabled,
      isPublic: !!v.isPublic,
    }),
};

function CategoryFields() {
  return (
    <>
      <FieldRow fields={[field.text('name', 'Name', 260, NAME_RULES), field.number('position', 'Position', 100000)]} />
      <FieldStack fields={[field.custom('image', 'Bild', <ImagePicker label="Kategoriebild" />)]} />
      <FieldRow
        fields={[
          ...VISIBILITY,
          {
            ...field.check('isVisibleWhenUnavailable', 'Sichtbar, wenn nicht verfügbar'),
            extra: 'Außerhalb ihres Zeitplans bleibt die Kategorie im Shop sichtbar, ist dann aber nicht bestellbar.',
          },
        ]}
      />
      <FieldRow fields={SCHEDULE_WINDOW} />
      <OpeningHoursEditor name={['schedule', 'rules']} label="Zeitplan" />
    </>
  );
}

type ScheduleForm = { from?: string; to?: string; rules?: unknown[] };

export const categoryConfig: ResourceConfig<Row> = {
  key: 'categories',
  title: 'Kategorien',
  singular: 'Kategorie',
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Position', dataIndex: 'position' },
    { title: 'Aktiv', dataIndex: 'isEnabled', render: yesNo },
  ],
  Fields: CategoryFields,
  EditActions: CategoryDuplicateButton,
  initial: { isEnabled: true, isPublic: true, position: 0, schedule: { rules: [] } },
  toForm: (c) => {
    const schedule = (c.schedule as ScheduleForm | null) ?? {};
    return {
      ...c,
      schedule: { from: toLocalInput(schedule.from), to: toLocalInput(schedule.to), rules: schedule.rules ?? [] },
    };
  },
  toBody: (v): FormValues => {
    const schedule = (v.schedule ?? {}) as ScheduleForm;
    const has = !!(schedule.from || schedule.to || schedule.rules?.length);
    return compact({
      name: v.name,
      position: v.position ?? undefined,
      isEnabled: !!v.isEnabled,
      isPublic: !!v.isPublic,
      isVisibleWhenUnavailable: !!v.isVisibleWhenUnavailable,
      image: v.image ?? null,
      schedule: has
        ? { from: fromLocalInput(schedule.from), to: fromLocalInput(schedule.to), rules: schedule.rules ?? [] }
        : null,
    });
  },
};

export const tagConfig: ResourceConfig<Row> = {
  key: 'tags',
  title: 'Tags',
  singular: 'Tag',
  columns: [{ title: 'Name', dataIndex: 'name' }],
  Fields: () => (
    <FieldStack
      fields={[
        field.custom('name', 'Name', <Input style={{ maxWidth: 360 }} />, NAME_RULES),
        field.custom('image', 'Bild', <ImagePicker label="Tag-Bild" />),
      ]}
    />
  ),
  toBody: (v) => ({ name: v.name, image: v.image ?? null }),
};

export const donateeConfig: ResourceConfig<Row> = {
  key: 'donatees',
  title: 'Spendenempfänger',
  singular: 'Spendenempfänger',
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Aktiv', dataIndex: 'isEnabled', render: yesNo },
  ],
  Fields: () => (
    <FieldStack
      fields={[
        field.custom('name', 'Name', <Input style={{ maxWidth: 360 }} />, NAME_RULES),
        field.textarea('description', 'Beschreibung', 3),
        field.custom('image', 'Bild', <ImagePicker label="Bild des Spendenempfängers" />),
        field.check('isEnabled', 'Aktiv'),
      ]}
    />
  ),
  initial: { isEnabled: true },
  toBody: (v) =>
    compact({
      name: v.name,
      description: optionalText(v.description) ?? '',
      image: v.image ?? null,
      isEnabled: !!v.isEnabled,
    }),
};

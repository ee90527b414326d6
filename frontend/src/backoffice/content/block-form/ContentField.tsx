// The one field renderer of the content forms: a registry field descriptor (domain fields.ts) becomes
// its Form.Item. Blocks, links and page types list descriptors; no block type has a form of its own.
import {
  LINK_REGISTRY,
  LINK_TYPES,
  SLIDER_DURATION_MAX,
  SLIDER_DURATION_MIN,
  VALIDATION,
  type FieldDef,
  type LinkType,
} from '@bestell/domain';
import { Button, Form, Input, InputNumber, Select, Switch, type FormItemProps } from 'antd';
import { MoveButtons } from '../../core/MoveButtons';
import type { ReactNode } from 'react';
import { ImagePicker } from '../../media/ImagePicker';
import { BlockListEditor } from './BlockListEditor';
import { FileSelect, ReferenceSelect } from './ContentSelects';
import type { NamePath } from './form-errors';
import { RichTextInput } from './RichTextInput';

export interface ContentFieldProps {
  def: FieldDef;
  /** Name relative to the enclosing Form.List (what Form.Item takes). */
  name: NamePath;
  /** Absolute name in the form (what useWatch and setFieldValue take). */
  path: NamePath;
  /** Prefix of the accessible names, e.g. 'Block 2' or 'Block 2, Link 1'. */
  context: string;
}

type Rules = NonNullable<FormItemProps['rules']>;

function rulesOf(def: FieldDef): Rules {
  const rules: Rules = [];
  if (def.required) {
    const text = ['text', 'textarea', 'richtext', 'email'].includes(def.type);
    rules.push({ required: true, whitespace: text, message: VALIDATION.notBlank });
  }
  if ((def.type === 'text' || def.type === 'textarea' || def.type === 'richtext') && def.max !== undefined)
    rules.push({ max: def.max, message: VALIDATION.tooLong(def.max) });
  if (def.type === 'email') rules.push({ type: 'email', message: VALIDATION.email });
  return rules;
}

/** Selects show their placeholder for a stored null. */
const emptyAsUndefined = (value: unknown) => ({ value: value ?? undefined });

const DATE_INPUT = { date: 'date', time: 'time', dateTime: 'datetime-local' } as const;

function Item({
  def,
  name,
  children,
  ...props
}: { def: FieldDef; name: NamePath; children: ReactNode } & FormItemProps) {
  return (
    <Form.Item name={name} label={def.label} extra={def.help} rules={rulesOf(def)} {...props}>
      {children}
    </Form.Item>
  );
}

export function ContentField({ def, name, path, context }: ContentFieldProps) {
  const aria = `${context}: ${def.label}`;
  switch (def.type) {
    case 'text':
      return (
        <Item def={def} name={name}>
          <Input aria-label={aria} />
        </Item>
      );
    case 'email':
      return (
        <Item def={def} name={name}>
          <Input type="email" aria-label={aria} />
        </Item>
      );
    case 'textarea':
      return (
        <Item def={def} name={name}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} aria-label={aria} />
        </Item>
      );
    case 'richtext':
      return (
        <Item def={def} name={name}>
          <RichTextInput aria-label={aria} />
        </Item>
      );
    case 'number':
      return (
        <Item def={def} name={name}>
          <InputNumber
            aria-label={aria}
            min={def.min}
            max={def.max}
            precision={def.integer ? 0 : undefined}
            decimalSeparator=","
            style={{ width: 160, maxWidth: '100%' }}
          />
        </Item>
      );
    case 'boolean':
      return (
        <Item def={def} name={name} valuePropName="checked">
          <Switch aria-label={aria} checkedChildren="Ja" unCheckedChildren="Nein" />
        </Item>
      );
    case 'date':
      return (
        <Item def={def} name={name}>
          <Input type={DATE_INPUT[def.mode]} aria-label={aria} style={{ width: 220, maxWidth: '100%' }} />
        </Item>
      );
    case 'select':
      return (
        <Item def={def} name={name} getValueProps={emptyAsUndefined}>
          <Select
            aria-label={aria}
            options={def.options.map((option) => ({ ...option }))}
            allowClear={!def.required}
            placeholder="Bitte wählen"
            style={{ width: '100%', maxWidth: 260 }}
          />
        </Item>
      );
    case 'image':
    case 'images':
      return (
        <Item def={def} name={name}>
          <ImagePicker label={aria} multiple={def.type === 'images'} />
        </Item>
      );
    case 'file':
      return (
        <Item def={def} name={name}>
          <FileSelect aria-label={aria} allowClear={!def.required} />
        </Item>
      );
    case 'reference':
      return (
        <Item def={def} name={name}>
          <ReferenceSelect to={def.to} aria-label={aria} allowClear={!def.required} />
        </Item>
      );
    case 'slider':
      return (
        <fieldset className="bo-fieldset bo-content-group">
          <legend>{def.label}</legend>
          <Form.Item name={[...name, 'images']} label="Bilder">
            <ImagePicker label={`${aria}: Bilder`} multiple />
          </Form.Item>
          <Form.Item name={[...name, 'duration']} label="Anzeigedauer je Bild (Sekunden)">
            <InputNumber
              aria-label={`${aria}: Anzeigedauer`}
              min={SLIDER_DURATION_MIN}
              max={SLIDER_DURATION_MAX}
              precision={0}
              style={{ width: 120 }}
            />
          </Form.Item>
        </fieldset>
      );
    case 'links':
      return <LinksField def={def} name={name} path={path} context={context} />;
    case 'collection':
      return <CollectionField def={def} name={name} path={path} context={context} />;
    case 'group':
      return (
        <fieldset className="bo-fieldset bo-content-group">
          <legend>{def.label}</legend>
          <ContentFields defs={def.fields} name={name} path={path} context={context} />
        </fieldset>
      );
    case 'blocks':
      return <BlockListEditor name={name} path={path} label={def.label} />;
  }
}

/** Several fields under one name (a block's `data`, a collection item, a link). */
export function ContentFields({
  defs,
  name,
  path,
  context,
}: {
  defs: readonly FieldDef[];
  name: NamePath;
  path: NamePath;
  context: string;
}) {
  return (
    <>
      {defs.map((def) => (
        <ContentField
          key={def.name}
          def={def}
          name={[...name, def.name]}
          path={[...path, def.name]}
          context={context}
        />
      ))}
    </>
  );
}

/** Up, down and remove of one row of a list field. */
function RowActions({
  index,
  count,
  row,
  move,
  remove,
}: {
  index: number;
  count: number;
  row: string;
  move: (from: number, to: number) => void;
  remove: () => void;
}) {
  return (
    <span className="bo-content-row__actions">
      <MoveButtons index={index} count={count} row={row} move={move} />
      <Button size="small" danger onClick={remove} aria-label={`${row} entfernen`}>
        Entfernen
      </Button>
    </span>
  );
}

function CollectionField({
  def,
  name,
  path,
  context,
}: ContentFieldProps & { def: Extract<FieldDef, { type: 'collection' }> }) {
  return (
    <fieldset className="bo-fieldset bo-content-group">
      <legend>{def.label}</legend>
      <Form.List name={name}>
        {(fields, { add, remove, move }, { errors }) => (
          <>
            {fields.map((field, index) => {
              const row = `${context}, ${def.itemLabel} ${index + 1}`;
              return (
                <div key={field.key} className="bo-content-row" role="group" aria-label={row}>
                  <div className="bo-content-row__head">
                    <span className="bo-content-row__title">
                      {def.itemLabel} {index + 1}
                    </span>
                    <RowActions
                      index={index}
                      count={fields.length}
                      row={row}
                      move={move}
                      remove={() => remove(field.name)}
                    />
                  </div>
                  <ContentFields defs={def.fields} name={[field.name]} path={[...path, field.name]} context={row} />
                </div>
              );
            })}
            <Form.ErrorList errors={errors} />
            <Button
              onClick={() => add({})}
              disabled={def.max !== undefined && fields.length >= def.max}
              aria-label={`${context}: ${def.itemLabel} hinzufügen`}
            >
              {def.itemLabel} hinzufügen
            </Button>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}

const LINK_TYPE_OPTIONS = LINK_TYPES.map((type) => ({ value: type, label: LINK_REGISTRY[type].label }));

/** One link: its type, then the fields of that type (the six link types of spec 2). */
function LinkFields({ name, path, row }: { name: number; path: NamePath; row: string }) {
  const type = Form.useWatch([...path, name, 'type']) as LinkType | undefined;
  const def = type && Object.hasOwn(LINK_REGISTRY, type) ? LINK_REGISTRY[type] : null;
  return (
    <>
      <Form.Item name={[name, 'type']} label="Art des Links" rules={[{ required: true, message: VALIDATION.notBlank }]}>
        <Select
          aria-label={`${row}: Art des Links`}
          options={LINK_TYPE_OPTIONS}
          style={{ width: 220, maxWidth: '100%' }}
        />
      </Form.Item>
      {def && <ContentFields defs={def.fields} name={[name]} path={[...path, name]} context={row} />}
    </>
  );
}

function LinksField({ def, name, path, context }: ContentFieldProps & { def: Extract<FieldDef, { type: 'links' }> }) {
  return (
    <fieldset className="bo-fieldset bo-content-group">
      <legend>{def.label}</legend>
      <Form.List name={name}>
        {(fields, { add, remove, move }, { errors }) => (
          <>
            {fields.map((field, index) => {
              const row = `${context}, Link ${index + 1}`;
              return (
                <div key={field.key} className="bo-content-row" role="group" aria-label={row}>
                  <div className="bo-content-row__head">
                    <span className="bo-content-row__title">Link {index + 1}</span>
                    <RowActions
                      index={index}
                      count={fields.length}
                      row={row}
                      move={move}
                      remove={() => remove(field.name)}
                    />
                  </div>
                  <LinkFields name={field.name} path={path} row={row} />
                </div>
              );
            })}
            <Form.ErrorList errors={errors} />
            <Button
              onClick={() => add({ type: 'router_link', label: '', to: '' })}
              disabled={def.max !== undefined && fields.length >= def.max}
              aria-label={`${context}: Link hinzufügen`}
            >
              Link hinzufügen
            </Button>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}

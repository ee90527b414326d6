// The 'Kennung (URL)' of a branch or organisation (issue 39 item 4): filled in from the name while it is
// empty or still what the name gave; once typed by hand (or loaded with an item) the name leaves it alone.
import { slugify } from '@bestell/domain';
import { Form, Input } from 'antd';
import { useEffect, useRef, type CSSProperties } from 'react';
import { field, IDENTIFIER_RULE, type FieldDef } from './fields';

/** The identifier the name suggests: the spec's slug without leading hyphens (the rule wants a letter or digit first). */
export const identifierFromName = (name: string): string => slugify(name).replace(/^-+/, '').slice(0, 100);

interface Props {
  /** Set by Form.Item. */
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  style?: CSSProperties;
  /** The form field the identifier follows. */
  source?: string;
}

export function IdentifierInput({ id, value, onChange, style, source = 'name' }: Props) {
  const form = Form.useFormInstance();
  const name = Form.useWatch(source, form) as string | undefined;
  // The last value this input filled in itself; a different non-empty value was typed or loaded.
  const suggested = useRef<string | null>(null);
  useEffect(() => {
    if (name === undefined) return;
    const current = value ?? '';
    if (current !== '' && current !== suggested.current) return;
    const next = identifierFromName(name);
    suggested.current = next;
    if (next !== current) onChange?.(next);
    // Only a changed name suggests anew; `value` is read as it is at that moment.
  }, [name]);
  return <Input id={id} style={style} value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} />;
}

/** The identifier field with its help text, as branches and organisations show it. */
export const identifierField = (width: number, what: string): FieldDef => ({
  ...field.custom('identifier', 'Kennung (URL)', <IdentifierInput style={{ width }} />, [IDENTIFIER_RULE]),
  tooltip: `Steht in der Adresse ${what} im Shop (z. B. wien-mitte). Wird aus dem Namen gebildet, solange Sie sie nicht selbst ändern; nur Kleinbuchstaben, Ziffern, - und _.`,
});

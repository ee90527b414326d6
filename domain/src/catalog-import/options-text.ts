import { dec } from '../decimal.js';
import type { Modifier, Part, PartOption, PartType } from '../types.js';

/** German names of the part types in the 'Optionen' column. */
export const PART_TYPE_LABELS: Readonly<Record<PartType, string>> = {
  select: 'Auswahl',
  multiselect: 'Mehrfachauswahl',
  text: 'Text',
  textarea: 'Langtext',
  image: 'Bild',
  images: 'Bilder',
  file: 'Datei',
  files: 'Dateien',
};

const OPTIONAL = 'optional';
const SIGNS: Readonly<Record<Modifier, string>> = { add: '+', subtract: '-', overwrite: '=' };

/** '6.5' -> '6,50': option prices in the file read as a German would write them. */
export const germanMoney = (value: string) => dec(value).toFixed(2).replace('.', ',');

/** The default type of a part without [Typ]: a choice when it lists options, else a text field. */
const defaultType = (options: readonly unknown[]): PartType => (options.length > 0 ? 'select' : 'text');

function optionText(o: PartOption): string {
  const value = dec(o.value);
  if (o.modifier === 'add' && value.isZero()) return o.name;
  return `${o.name} ${SIGNS[o.modifier]}${germanMoney(o.value)}`;
}

/**
 * The compact text of a product's configuration steps, one step per line:
 * 'Größe: 18 cm | 24 cm +6,00 | 30 cm +12,00' and 'Aufschrift [Text, optional]'. Step descriptions are
 * not part of it (the import keeps those of a step it finds unchanged by name).
 */
export function formatOptions(parts: readonly Part[]): string {
  return parts
    .map((p) => {
      const options = p.options ?? [];
      const flags = [
        ...(p.type !== defaultType(options) ? [PART_TYPE_LABELS[p.type]] : []),
        ...(p.optional ? [OPTIONAL] : []),
      ];
      const head = flags.length > 0 ? `${p.name} [${flags.join(', ')}]` : p.name;
      return options.length > 0 ? `${head}: ${options.map(optionText).join(' | ')}` : head;
    })
    .join('\n');
}

const typeByLabel = (flag: string): PartType | undefined =>
  (Object.keys(PART_TYPE_LABELS) as PartType[]).find((t) => t === flag || PART_TYPE_LABELS[t].toLowerCase() === flag);
const OPTION = /^(.*?)\s*([+\-=])\s*(\d+(?:[.,]\d{1,2})?)\s*$/;
const PART = /^([^[:]+?)\s*(?:\[([^\]]*)\])?\s*(?::\s*(.*))?$/s;

/** A German complaint about one step of the 'Optionen' text. */
export type OptionsProblem = string;

/** Parses formatOptions' text (steps by line break or '||'); every problem comes back as German text. */
export function parseOptions(text: string): { parts: Part[]; problems: OptionsProblem[] } {
  const parts: Part[] = [];
  const problems: OptionsProblem[] = [];
  for (const raw of text.split(/\r?\n|\|\|/)) {
    const line = raw.trim();
    if (line === '') continue;
    const m = PART.exec(line);
    if (!m) {
      problems.push(`„${line}“ ist keine gültige Option (Beispiel: „Größe: 18 cm | 24 cm +6,00“).`);
      continue;
    }
    const [, name, flagText, optionText] = m;
    const options: PartOption[] = [];
    for (const o of (optionText ?? '').split('|').map((x) => x.trim())) {
      if (o === '') continue;
      const priced = OPTION.exec(o);
      const optionName = (priced ? priced[1] : o)!.trim();
      if (optionName === '') {
        problems.push(`„${o}“ in „${name}“ hat keinen Namen.`);
        continue;
      }
      const modifier = priced ? (Object.keys(SIGNS) as Modifier[]).find((k) => SIGNS[k] === priced[2])! : 'add';
      const value = priced ? dec(priced[3]!.replace(',', '.')).toFixed(2) : '0.00';
      options.push({ name: optionName, value, modifier });
    }
    let type: PartType | null = null;
    let optional = false;
    for (const flag of (flagText ?? '').split(',').map((f) => f.trim().toLowerCase())) {
      if (flag === '') continue;
      if (flag === OPTIONAL) optional = true;
      else if (typeByLabel(flag)) type = typeByLabel(flag)!;
      else
        problems.push(
          `„${flag}“ in „${name}“ ist keine bekannte Art (${Object.values(PART_TYPE_LABELS).join(', ')} oder optional).`,
        );
    }
    parts.push({ type: type ?? defaultType(options), name: name!.trim(), optional, options });
  }
  return { parts, problems };
}

const sameOptions = (a: readonly PartOption[] = [], b: readonly PartOption[] = []) =>
  a.length === b.length &&
  a.every((o, i) => o.name === b[i]!.name && o.modifier === b[i]!.modifier && dec(o.value).eq(dec(b[i]!.value)));

/**
 * The steps to store for parsed `next` over the product's `current` ones: a step unchanged by name, type,
 * optional and options stays as it was (its description and number format too), so an export imported
 * again changes nothing; a changed step keeps the description of the step of its name.
 */
export function mergeParts(current: readonly Part[], next: readonly Part[]): Part[] {
  return next.map((p) => {
    const old = current.find((c) => c.name === p.name);
    if (!old) return p;
    if (old.type === p.type && old.optional === p.optional && sameOptions(old.options, p.options)) return old;
    return old.description ? { ...p, description: old.description } : p;
  });
}

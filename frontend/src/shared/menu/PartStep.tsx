import {
  allowsMultiple,
  formatMoney,
  OWN_TEXTS,
  toggleMultiselect,
  toggleSelect,
  type Part,
  type PartOption,
  type PartSelection,
} from '@bestell/domain';
import { useId, useState } from 'react';
import type { PendingUpload } from '../cart/store';
import { acceptAttribute, readUpload } from './uploads';
import { Alert } from '../shop-ui/Alert';
import { Button } from '../shop-ui/Button';
import { Input, TextArea } from '../shop-ui/fields';

function optionPrice(option: PartOption, currency: string): string | null {
  if (!Number(option.value)) return null;
  const amount = formatMoney(option.value, currency);
  if (option.modifier === 'add') return `+ ${amount}`;
  if (option.modifier === 'subtract') return `− ${amount}`;
  return amount;
}

export interface PartStepProps {
  part: Part;
  index: number;
  value: PartSelection;
  currency: string;
  invalid: boolean;
  onChange(value: PartSelection): void;
}

/** One configuration step (spec 3, 4, 5): select, multiselect, text, textarea, image(s), file(s). */
export function PartStep({ part, index, value, currency, invalid, onChange }: PartStepProps) {
  const headingId = useId();
  const uploadErrorId = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const options = part.options ?? [];

  let control;
  if (part.type === 'select' || part.type === 'multiselect') {
    const chosen = (option: PartOption) =>
      part.type === 'select'
        ? (value as PartOption | null | undefined)?.name === option.name
        : ((value as PartOption[] | null | undefined) ?? []).some((selected) => selected.name === option.name);
    control = (
      <div className="sf-options" role={part.type === 'select' ? 'radiogroup' : 'group'} aria-labelledby={headingId}>
        {options.map((option) => {
          const selected = chosen(option);
          const price = optionPrice(option, currency);
          return (
            <button
              type="button"
              key={option.name}
              role={part.type === 'select' ? 'radio' : 'checkbox'}
              aria-checked={selected}
              className={`sf-option${selected ? ' sf-option--selected' : ''}`}
              onClick={() =>
                onChange(
                  part.type === 'select'
                    ? toggleSelect(part, value as PartOption | null, option)
                    : toggleMultiselect(value as PartOption[] | null, option),
                )
              }
            >
              <span>{option.name}</span>
              {price && <span className="sf-option__price">{price}</span>}
            </button>
          );
        })}
      </div>
    );
  } else if (part.type === 'text' || part.type === 'textarea') {
    const common = {
      'aria-labelledby': headingId,
      'aria-invalid': invalid || undefined,
      status: invalid ? ('error' as const) : undefined,
      value: typeof value === 'string' ? value : '',
    };
    control =
      part.type === 'text' ? (
        <Input {...common} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <TextArea
          {...common}
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  } else {
    const uploads = (Array.isArray(value) ? value : []) as PendingUpload[];
    const multiple = allowsMultiple(part);
    const isImage = part.type === 'image' || part.type === 'images';
    control = (
      <div className="sf-upload">
        {/* The native control's text follows the browser language, not the shop's; a German label button
            wraps the visually hidden input (still focusable, still the same file chooser). */}
        <label className="sf-button sf-button--ghost sf-upload__pick">
          {isImage
            ? multiple
              ? 'Bilder auswählen'
              : 'Bild auswählen'
            : multiple
              ? 'Dateien auswählen'
              : 'Datei auswählen'}
          <input
            type="file"
            className="sf-visually-hidden"
            aria-labelledby={headingId}
            aria-describedby={uploadError ? uploadErrorId : undefined}
            accept={acceptAttribute(part)}
            multiple={multiple}
            onChange={async (event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              setUploadError(null);
              const added: PendingUpload[] = [];
              for (const file of files) {
                try {
                  added.push(await readUpload(part, file));
                } catch (error) {
                  setUploadError((error as Error).message);
                }
              }
              if (added.length) onChange(multiple ? [...uploads, ...added] : added.slice(0, 1));
            }}
          />
        </label>
        {uploadError && (
          <div id={uploadErrorId}>
            <Alert type="error" showIcon title={uploadError} />
          </div>
        )}
        {uploads.length > 0 && (
          <>
            <p className="sf-upload__count">
              {isImage ? OWN_TEXTS.imagesCount(uploads.length) : OWN_TEXTS.filesCount(uploads.length)}
            </p>
            <ul className="sf-upload__list">
              {uploads.map((upload) => (
                <li key={String(upload.id)}>
                  {isImage && upload.dataUrl && <img src={upload.dataUrl} alt="" />}
                  <span>{upload.name}</span>
                  <Button
                    size="small"
                    variant="link"
                    onClick={() => onChange(uploads.filter((other) => other.id !== upload.id))}
                  >
                    Entfernen
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }

  return (
    <fieldset className={`sf-part${invalid ? ' sf-part--invalid' : ''}`} data-step={index}>
      <legend id={headingId} className="sf-part__name">
        {part.name}
        {part.optional && <span className="sf-part__optional"> (optional)</span>}
      </legend>
      {part.description && <p className="sf-part__description">{part.description}</p>}
      {control}
      {invalid && (
        <p className="sf-part__error" role="alert">
          {part.type === 'text' || part.type === 'textarea'
            ? OWN_TEXTS.textRequired(part.name)
            : OWN_TEXTS.choiceRequired(part.name)}
        </p>
      )}
    </fieldset>
  );
}

import { App, Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { uploadFile } from '../../shared/api/orders';
import type { MediaRef } from '../../shared/api/types';
import { imageSrc } from '../../shared/ui/media';
import { readUpload } from '../../storefront/store/uploads';
import { commandErrorMessage } from './errors';

const IMAGE_STEP = { type: 'image' } as const;

type Props<M extends boolean> = {
  /** Set by Form.Item: its label points at the file input. */
  id?: string;
  /** Accessible name of the picker, e.g. 'Produktbild'. */
  label: string;
  multiple?: M;
  value?: M extends true ? MediaRef[] | null : MediaRef | null;
  onChange?: (value: M extends true ? MediaRef[] : MediaRef | null) => void;
};

/**
 * Catalogue image(s) for a form (antd Form.Item value/onChange): the chosen file goes through
 * POST /api/uploads (the same checks as a customer upload: jpg/png/gif, magic numbers, size), the form
 * keeps the returned reference and shows it as it will appear in the shop.
 */
export function ImageField<M extends boolean = false>({ id, label, multiple, value, onChange }: Props<M>) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const images: MediaRef[] = (Array.isArray(value) ? value : value ? [value] : []).filter(Boolean) as MediaRef[];
  const emit = (next: MediaRef[]) =>
    (onChange as ((v: MediaRef[] | MediaRef | null) => void) | undefined)?.(multiple ? next : (next[0] ?? null));

  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    const added: MediaRef[] = [];
    for (const file of multiple ? Array.from(files) : [files[0]!]) {
      try {
        const pending = await readUpload(IMAGE_STEP, file);
        const uploaded = await uploadFile(pending.dataUrl, file.name);
        added.push({
          id: String(uploaded.id),
          version: uploaded.version ?? 1,
          extension: uploaded.extension ?? pending.extension,
          publicHash: uploaded.publicHash,
        });
      } catch (error) {
        message.error(commandErrorMessage(error, error instanceof Error ? error.message : label));
      }
    }
    setBusy(false);
    if (added.length) emit(multiple ? [...images, ...added] : added);
  };

  return (
    <div className="bo-image-field">
      {images.length > 0 && (
        <ul className="bo-image-list" aria-label={label}>
          {images.map((image, index) => (
            <li key={`${image.id}-${image.version ?? 1}`}>
              <img src={imageSrc(image)} alt={`${label} ${index + 1}`} />
              <Button size="small" danger onClick={() => emit(images.filter((_, i) => i !== index))}>
                Entfernen
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Space>
        <Button loading={busy} onClick={() => input.current?.click()}>
          {images.length && !multiple ? 'Bild ersetzen' : 'Bild hochladen'}
        </Button>
        {/* The native picker stays out of sight; the button above is the control people use. */}
        <input
          ref={input}
          id={id}
          style={{ display: 'none' }}
          type="file"
          accept=".jpg,.jpeg,.png,.gif"
          multiple={!!multiple}
          aria-label={label}
          tabIndex={-1}
          onChange={(event) => {
            const target = event.currentTarget;
            void add(target.files).finally(() => {
              target.value = '';
            });
          }}
        />
      </Space>
    </div>
  );
}

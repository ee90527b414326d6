// The image field of every back-office editor (products, categories, tags, branches, divisions,
// donatees, config, templates): the record keeps ImageRefs of library images, chosen in a modal with
// the library grid and an upload. Several images keep their order; the first is the cover.
import type { ImageRef, ImageView } from '@bestell/domain';
import { Button, Empty, Modal, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import type { MediaRef } from '../../shared/api/types';
import { resourceErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { filterImages, focalPosition, variantSrc } from './image-src';
import { ImageGrid } from './ImageGrid';
import { ImageUploader } from './ImageUploader';
import { toImageRef, useImages } from './media-api';
import { SearchInput } from '../core/SearchInput';

/** A stored reference: a library image, or an older catalogue image from POST /api/uploads. */
export type PickedImage = ImageRef | MediaRef;

type Props<M extends boolean> = {
  /** Set by Form.Item: its label points at the picker's button. */
  id?: string;
  /** Accessible name of one image, e.g. 'Produktbild'. */
  label: string;
  multiple?: M;
  /** How a chosen image fills its thumbnail: 'cover' crops at the focal point (photos), 'contain' shows all of it (logos). */
  fit?: 'cover' | 'contain';
  value?: M extends true ? PickedImage[] | null : PickedImage | null;
  onChange?: (value: M extends true ? PickedImage[] : PickedImage | null) => void;
};

/**
 * The picker's result: the kept references in their order (updated to the library's current version
 * and alt text), then the newly chosen images in the order they were clicked.
 */
export function mergeSelection(current: PickedImage[], selectedIds: string[], library: ImageView[]): PickedImage[] {
  const byId = new Map(library.map((image) => [image.id, image]));
  const selected = new Set(selectedIds);
  const kept = current
    .filter((ref) => selected.has(ref.id) || !byId.has(ref.id))
    .map((ref) => {
      const view = byId.get(ref.id);
      return view ? toImageRef(view) : ref;
    });
  const keptIds = new Set(kept.map((ref) => ref.id));
  const added = selectedIds.filter((id) => !keptIds.has(id) && byId.has(id)).map((id) => toImageRef(byId.get(id)!));
  return [...kept, ...added];
}

function PickerModal({
  multiple,
  current,
  onCancel,
  onPick,
}: {
  multiple: boolean;
  current: PickedImage[];
  onCancel: () => void;
  onPick: (images: PickedImage[]) => void;
}) {
  const images = useImages();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>(() => current.map((ref) => ref.id));
  const list = useMemo(() => filterImages(images.data ?? [], search), [images.data, search]);
  const library = images.data ?? [];

  const choose = (image: ImageView) => {
    if (!multiple) {
      onPick([toImageRef(image)]);
      return;
    }
    setSelected((ids) => (ids.includes(image.id) ? ids.filter((id) => id !== image.id) : [...ids, image.id]));
  };
  const uploaded = (image: ImageView) => {
    if (multiple) setSelected((ids) => [...ids, image.id]);
    else onPick([toImageRef(image)]);
  };
  const count = selected.filter((id) => library.some((image) => image.id === id)).length;

  return (
    <Modal
      open
      title={multiple ? 'Bilder auswählen' : 'Bild auswählen'}
      width={960}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onCancel}>Abbrechen</Button>
          {multiple && (
            <Button
              type="primary"
              disabled={!images.data}
              onClick={() => onPick(mergeSelection(current, selected, library))}
            >
              Übernehmen ({count})
            </Button>
          )}
        </Space>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <ImageUploader onUploaded={uploaded} />
        <SearchInput
          placeholder="Alternativtext suchen"
          aria-label="Bilder durchsuchen"
          onChange={(e) => setSearch(e.target.value)}
          style={{ maxWidth: 280 }}
        />
        {images.error ? (
          <LoadError
            message={resourceErrorMessage('images', 'loadList', images.error)}
            onRetry={() => void images.refetch()}
          />
        ) : images.isPending ? (
          <Spin />
        ) : list.length ? (
          <div className="bo-picker-scroll">
            <ImageGrid
              images={list}
              label="Bibliothek"
              selected={multiple ? new Set(selected) : new Set(current.map((ref) => ref.id))}
              onOpen={choose}
            />
          </div>
        ) : (
          <Empty description={search ? 'Kein Bild passt zur Suche.' : 'Noch keine Bilder: oben hochladen.'} />
        )}
      </Space>
    </Modal>
  );
}

export function ImagePicker<M extends boolean = false>({
  id,
  label,
  multiple,
  fit = 'cover',
  value,
  onChange,
}: Props<M>) {
  const [open, setOpen] = useState(false);
  const images: PickedImage[] = (Array.isArray(value) ? value : value ? [value] : []).filter(Boolean) as PickedImage[];
  const emit = (next: PickedImage[]) =>
    (onChange as ((v: PickedImage[] | PickedImage | null) => void) | undefined)?.(multiple ? next : (next[0] ?? null));
  const action = multiple ? 'Bilder auswählen' : images.length ? 'Anderes Bild wählen' : 'Bild auswählen';
  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    emit(next);
  };

  return (
    <div className="bo-picker">
      {images.length > 0 && (
        <ol className="bo-picker-list" aria-label={label}>
          {images.map((image, index) => {
            const name = `${label} ${index + 1}`;
            return (
              <li key={`${image.id}-${image.version ?? 1}`}>
                <img
                  src={variantSrc(image, 'tiny')}
                  alt={image.alt || name}
                  style={
                    fit === 'contain' ? { objectFit: 'contain' } : { objectPosition: focalPosition(image as ImageRef) }
                  }
                />
                {multiple && index === 0 && images.length > 1 && <span className="bo-picker-cover">Titelbild</span>}
                <Space size={4} wrap>
                  {multiple && (
                    <>
                      <Button
                        size="small"
                        aria-label={`${name} als Titelbild`}
                        disabled={index === 0}
                        onClick={() => move(index, 0)}
                      >
                        Titelbild
                      </Button>
                      <Button
                        size="small"
                        aria-label={`${name} nach vorne`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        ←
                      </Button>
                      <Button
                        size="small"
                        aria-label={`${name} nach hinten`}
                        disabled={index === images.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        →
                      </Button>
                    </>
                  )}
                  <Button
                    size="small"
                    danger
                    aria-label={`${name} entfernen`}
                    onClick={() => emit(images.filter((_, i) => i !== index))}
                  >
                    Entfernen
                  </Button>
                </Space>
              </li>
            );
          })}
        </ol>
      )}
      <Button id={id} aria-label={`${label}: ${action}`} onClick={() => setOpen(true)}>
        {action}
      </Button>
      {open && (
        <PickerModal
          multiple={!!multiple}
          current={images}
          onCancel={() => setOpen(false)}
          onPick={(picked) => {
            setOpen(false);
            emit(picked);
          }}
        />
      )}
    </div>
  );
}

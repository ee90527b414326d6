// Back office 'Bilder' (issue 14, spec 3 "image", spec 9 'N Bilder'): the image library as a grid,
// drag-and-drop upload with progress, and the editor of one image (alt text, focal point, replace, delete).
import type { ImageView } from '@bestell/domain';
import { Card, Empty, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { resourceErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { countLabel, filterImages } from './image-src';
import { ImageDetails } from './ImageDetails';
import { ImageGrid } from './ImageGrid';
import { ImageUploader } from './ImageUploader';
import { useImages } from './media-api';
import { SearchInput } from '../core/SearchInput';

const usage = (image: ImageView) => (image.usageCount > 0 ? `${image.usageCount}× verwendet` : 'unbenutzt');

export function ImageLibraryPage() {
  const images = useImages();
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useMemo(() => filterImages(images.data ?? [], search), [images.data, search]);
  // The open image is read from the cache, so a save or replace shows at once.
  const open = images.data?.find((image) => image.id === openId) ?? null;

  return (
    <Card title={<h1 className="bo-page-title">Bilder</h1>}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <ImageUploader />
        <div className="bo-media-toolbar">
          <span className="bo-count" aria-live="polite">
            {images.data ? countLabel(images.data.length, 'Bild', 'Bilder') : ''}
          </span>
          <SearchInput
            placeholder="Alternativtext suchen"
            aria-label="Bilder durchsuchen"
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 240 }}
          />
        </div>
        {images.error ? (
          <LoadError
            message={resourceErrorMessage('images', 'loadList', images.error)}
            onRetry={() => void images.refetch()}
          />
        ) : images.isPending ? (
          <Spin />
        ) : list.length ? (
          <ImageGrid images={list} label="Bilder" onOpen={(image) => setOpenId(image.id)} meta={usage} />
        ) : (
          <Empty description={search ? 'Kein Bild passt zur Suche.' : 'Noch keine Bilder hochgeladen.'} />
        )}
      </Space>
      <ImageDetails image={open} onClose={() => setOpenId(null)} />
    </Card>
  );
}

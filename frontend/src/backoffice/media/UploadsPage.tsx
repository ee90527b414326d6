// Back office 'Uploads' (issue 14, spec 3 "Upload", spec 9 'N Dateien'): the files customers sent
// with their orders, sorted by order, with the image preview (jpeg, png, gif) and a download link.
import { formatDateTime, hasImagePreview, type UploadListItem } from '@bestell/domain';
import { Card, Table } from 'antd';
import { useMemo, useState } from 'react';
import { resourceErrorMessage } from '../core/errors';
import { hashHref } from '../core/hash-route';
import { LoadError } from '../core/LoadError';
import { countLabel, formatBytes } from './image-src';
import { useUploads } from './media-api';
import { SearchInput } from '../core/SearchInput';

const fileName = (u: UploadListItem) => u.name || `${u.id}.${u.extension}`;

/** Newest order first, the files of one order together (oldest first), files without order last. */
export function byOrder(uploads: UploadListItem[]): UploadListItem[] {
  return [...uploads].sort((a, b) => {
    const ta = a.order?.ticketNumber ?? -1;
    const tb = b.order?.ticketNumber ?? -1;
    if (a.order?.id !== b.order?.id) return tb - ta || String(b.order?.id).localeCompare(String(a.order?.id));
    return a.createdAt.localeCompare(b.createdAt);
  });
}

export function UploadsPage() {
  const uploads = useUploads();
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    const list = byOrder(uploads.data ?? []);
    if (!term) return list;
    return list.filter((u) => `${fileName(u)} ${u.order?.ticketNumber ?? ''}`.toLowerCase().includes(term));
  }, [uploads.data, search]);

  return (
    <Card title={<h1 className="bo-page-title">Uploads</h1>}>
      <div className="bo-media-toolbar" style={{ marginBottom: 16 }}>
        <span className="bo-count" aria-live="polite">
          {uploads.data ? countLabel(uploads.data.length, 'Datei', 'Dateien') : ''}
        </span>
        <SearchInput
          placeholder="Datei oder Bonnummer"
          aria-label="Uploads durchsuchen"
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 240 }}
        />
      </div>
      {uploads.error ? (
        <LoadError
          message={resourceErrorMessage('uploads', 'loadList', uploads.error)}
          onRetry={() => void uploads.refetch()}
        />
      ) : (
        <Table<UploadListItem>
          rowKey="id"
          loading={uploads.isPending}
          dataSource={rows}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: 'Bestellung',
              key: 'order',
              render: (_, u) =>
                u.order ? (
                  <a className="bo-link" href={hashHref(`/orders/${u.order.id}`)}>
                    Nr. {u.order.ticketNumber}
                  </a>
                ) : (
                  'ohne Bestellung'
                ),
            },
            {
              title: 'Vorschau',
              key: 'preview',
              render: (_, u) =>
                u.previewUrl && hasImagePreview(u.mimeType) ? (
                  <img
                    className="bo-upload-preview"
                    src={u.previewUrl}
                    alt={`Vorschau ${fileName(u)}`}
                    loading="lazy"
                  />
                ) : (
                  <span className="bo-upload-type">{u.extension.toUpperCase()}</span>
                ),
            },
            { title: 'Datei', key: 'name', render: (_, u) => fileName(u) },
            { title: 'Größe', dataIndex: 'size', render: (size: number) => formatBytes(size) },
            { title: 'Hochgeladen', dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
            {
              title: 'Download',
              key: 'download',
              render: (_, u) => (
                <a className="bo-link" href={u.url} download={fileName(u)} aria-label={`${fileName(u)} herunterladen`}>
                  Herunterladen
                </a>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

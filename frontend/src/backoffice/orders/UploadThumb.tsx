import { type UploadRef, uploadUrl } from '@bestell/domain';
import { Modal } from 'antd';
import { useState } from 'react';

/**
 * A customer's uploaded photo as a small preview (the server's .jpg preview) that opens the original large
 * in a dialog, so staff can check the picture on the cake without leaving the order.
 */
export function UploadThumb({ upload, label, size = 64 }: { upload: UploadRef; label: string; size?: number }) {
  const [open, setOpen] = useState(false);
  const ref = {
    id: upload.id,
    version: upload.version ?? 0,
    extension: upload.extension ?? 'jpg',
    publicHash: upload.publicHash ?? '',
  };
  return (
    <>
      <button
        type="button"
        className="bo-upload-thumb"
        aria-label={`${label} groß anzeigen`}
        onClick={(event) => {
          // Inside a list row that selects the order: opening the photo should not select as well.
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <img src={uploadUrl(ref, true)} alt="" width={size} height={size} />
      </button>
      <Modal
        open={open}
        title={label}
        footer={null}
        centered
        width="min(92vw, 960px)"
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <img className="bo-upload-large" src={uploadUrl(ref)} alt={label} />
        <p>
          <a className="bo-link" href={uploadUrl(ref)} target="_blank" rel="noreferrer">
            Originaldatei öffnen
          </a>
        </p>
      </Modal>
    </>
  );
}

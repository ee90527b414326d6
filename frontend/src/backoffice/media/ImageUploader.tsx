// Drag-and-drop upload into the library: every file is posted as multipart through XHR, so the list
// shows real progress; a finished file leaves the list (it is in the grid), a failed one stays with
// the server's message or the spec's upload error text.
import { STOREFRONT_TEXTS, type ImageView } from '@bestell/domain';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { commandErrorMessage } from '../core/errors';
import { IMAGE_ACCEPT } from './image-src';
import { postImageFile, useImageAdded } from './media-api';

type Props = {
  onUploaded?: (image: ImageView) => void;
  /** Posts one file (tests and callers may swap the transport). */
  post?: typeof postImageFile;
};

export function ImageUploader({ onUploaded, post = postImageFile }: Props) {
  const { message } = App.useApp();
  const added = useImageAdded();
  const [files, setFiles] = useState<UploadFile[]>([]);

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const blob = file as File;
    const request = post(blob, (percent) => onProgress?.({ percent }));
    request.promise.then(
      (image) => {
        added(image);
        onUploaded?.(image);
        onSuccess?.(image);
      },
      (error: unknown) => {
        const text = commandErrorMessage(error, STOREFRONT_TEXTS.uploadFailed(blob.name));
        message.error(text);
        onError?.(Object.assign(new Error(text), { status: error instanceof ApiError ? error.status : undefined }));
      },
    );
    return { abort: request.abort };
  };

  return (
    <Upload.Dragger
      className="bo-media-dropzone"
      multiple
      accept={IMAGE_ACCEPT}
      fileList={files}
      customRequest={customRequest}
      onChange={({ fileList }) =>
        setFiles(
          fileList
            .filter((f) => f.status !== 'done')
            // The name of the item's progress bar for screen readers (antd gives it none).
            .map((f) => ({ ...f, 'aria-label': `${f.name} wird hochgeladen` })),
        )
      }
    >
      <p className="ant-upload-text">Bilder hierher ziehen oder klicken, um sie hochzuladen</p>
      <p className="ant-upload-hint">JPG, PNG, GIF oder WebP. Mehrere Dateien auf einmal sind möglich.</p>
    </Upload.Dragger>
  );
}

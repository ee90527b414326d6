// One library image: alt text, focal point (a click on the picture sets it; arrow keys move it),
// replace (new version, new URL) and delete, which is only offered while no record uses the image.
import { STOREFRONT_TEXTS, type ImageView } from '@bestell/domain';
import { Alert, App, Button, Col, Descriptions, Form, Input, Modal, Popconfirm, Row, Space, Upload } from 'antd';
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { commandErrorMessage, resourceErrorMessage } from '../core/errors';
import { IMAGE_ACCEPT, focalPosition, formatBytes, variantSrc } from './image-src';
import { sendImageFile, useDeleteImage, useImageAdded, useUpdateImage } from './media-api';

type Point = { x: number; y: number };

const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));
const percent = (v: number) => `${Math.round(v * 100)} %`;

export function FocalPointEditor({
  image,
  value,
  onChange,
}: {
  image: ImageView;
  value: Point;
  onChange: (p: Point) => void;
}) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 0.1 : 0.02;
    const moves: Record<string, Point> = {
      ArrowLeft: { x: value.x - step, y: value.y },
      ArrowRight: { x: value.x + step, y: value.y },
      ArrowUp: { x: value.x, y: value.y - step },
      ArrowDown: { x: value.x, y: value.y + step },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    onChange({ x: clamp(next.x), y: clamp(next.y) });
  };
  return (
    <div className="bo-focal">
      <button
        type="button"
        className="bo-focal__surface"
        aria-label={`Fokuspunkt setzen (jetzt ${percent(value.x)} von links, ${percent(value.y)} von oben)`}
        onClick={onClick}
        onKeyDown={onKey}
      >
        <img src={variantSrc(image, 'small')} alt={image.alt} width={image.width} height={image.height} />
        <span
          className="bo-focal__marker"
          data-testid="focal-marker"
          aria-hidden="true"
          style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
        />
      </button>
      <p className="bo-muted">
        Auf das Bild klicken, um den Fokuspunkt zu setzen (Pfeiltasten verschieben ihn). Zuschnitte im Shop behalten
        diesen Bereich.
      </p>
      <div className="bo-focal__crops" aria-label="Zuschnitte" role="group">
        {(['1 / 1', '16 / 9', '3 / 4'] as const).map((ratio) => (
          <img
            key={ratio}
            src={variantSrc(image, 'thumbnail')}
            alt={`Zuschnitt ${ratio.replace(' / ', ':')}`}
            style={{ aspectRatio: ratio, objectPosition: focalPosition({ focalX: value.x, focalY: value.y }) }}
          />
        ))}
      </div>
    </div>
  );
}

export function ImageDetails({ image, onClose }: { image: ImageView | null; onClose: () => void }) {
  const { message } = App.useApp();
  const update = useUpdateImage();
  const remove = useDeleteImage();
  const [alt, setAlt] = useState('');
  const [point, setPoint] = useState<Point>({ x: 0.5, y: 0.5 });
  const [error, setError] = useState<string | null>(null);
  const [replacing, setReplacing] = useState<number | null>(null);
  const replaced = useImageAdded();

  // A new image (or a new version after replacing) resets the form to the stored values.
  useEffect(() => {
    if (!image) return;
    setAlt(image.alt);
    setPoint({ x: image.focalX, y: image.focalY });
    setError(null);
  }, [image?.id, image?.version]);

  if (!image) return null;
  const used = image.usageCount > 0;

  const save = async () => {
    setError(null);
    try {
      await update.mutateAsync({ id: image.id, alt: alt.trim(), focalX: point.x, focalY: point.y });
      message.success('Bild gespeichert');
    } catch (e) {
      setError(resourceErrorMessage('images', 'update', e));
    }
  };

  const replace = async (file: File) => {
    setError(null);
    setReplacing(0);
    try {
      // The new file keeps the image's id; the version (and so every URL) changes.
      const saved = await sendImageFile({ method: 'PUT', id: image.id }, file, setReplacing).promise;
      replaced(saved);
      message.success('Bild ersetzt');
    } catch (e) {
      setError(commandErrorMessage(e, STOREFRONT_TEXTS.uploadFailed(file.name)));
    } finally {
      setReplacing(null);
    }
  };

  const destroy = async () => {
    setError(null);
    try {
      await remove.mutateAsync(image.id);
      message.success('Bild gelöscht');
      onClose();
    } catch (e) {
      setError(resourceErrorMessage('images', 'delete', e));
    }
  };

  return (
    <Modal
      open
      title="Bild bearbeiten"
      width={920}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space wrap className="bo-media-actions">
          <Popconfirm title="Bild löschen?" okText="Löschen" cancelText="Abbrechen" disabled={used} onConfirm={destroy}>
            <Button danger disabled={used} loading={remove.isPending}>
              Löschen
            </Button>
          </Popconfirm>
          <Upload
            accept={IMAGE_ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              void replace(file);
              return false;
            }}
          >
            <Button loading={replacing !== null}>
              {replacing !== null && replacing > 0 ? `Datei ersetzen (${replacing} %)` : 'Datei ersetzen'}
            </Button>
          </Upload>
          <Button onClick={onClose}>Schließen</Button>
          <Button type="primary" onClick={save} loading={update.isPending}>
            Speichern
          </Button>
        </Space>
      }
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} md={14}>
          <FocalPointEditor image={image} value={point} onChange={setPoint} />
        </Col>
        <Col xs={24} md={10}>
          <Form layout="vertical" onFinish={save}>
            <Form.Item
              label="Alternativtext"
              htmlFor="bo-image-alt"
              extra="Beschreibt das Bild für Screenreader und Suchmaschinen, z. B. „Kürbiskernweckerl auf Holzbrett“."
            >
              <Input id="bo-image-alt" value={alt} maxLength={200} onChange={(e) => setAlt(e.target.value)} />
            </Form.Item>
          </Form>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'size', label: 'Abmessungen', children: `${image.width} × ${image.height} px` },
              { key: 'file', label: 'Datei', children: `${image.extension.toUpperCase()}, ${formatBytes(image.size)}` },
              { key: 'version', label: 'Version', children: image.version },
              {
                key: 'used',
                label: 'Verwendet',
                children: used ? `${image.usageCount}×` : 'nicht verwendet',
              },
              {
                key: 'url',
                label: 'Original',
                children: (
                  <a className="bo-link" href={image.url} target="_blank" rel="noreferrer">
                    öffnen
                  </a>
                ),
              },
            ]}
          />
          {used && (
            <Alert
              className="bo-media-note"
              type="info"
              showIcon
              title={`Dieses Bild wird noch ${image.usageCount === 1 ? 'einmal' : `${image.usageCount}-mal`} verwendet und kann erst gelöscht werden, wenn es nirgends mehr eingesetzt ist.`}
            />
          )}
          {!image.variantsReady && (
            <Alert className="bo-media-note" type="warning" showIcon title="Die Bildgrößen werden noch berechnet." />
          )}
          {error && <Alert className="bo-media-note" type="error" showIcon title={error} role="alert" />}
        </Col>
      </Row>
    </Modal>
  );
}

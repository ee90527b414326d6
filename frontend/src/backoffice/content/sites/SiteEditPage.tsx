// Back office #/sites/new and #/sites/:id (issue 15 item 7): the site's fields and block list on the
// left, the live preview (storefront renderer, loaded lazily) on the right or below on phones. Save,
// publish and unpublish send the whole site; server errors land on the field they name.
import type { SiteView } from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Popconfirm, Space, Spin, Tag } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { queryKeys } from '../../../shared/api/query-keys';
import { asView, bo } from '../../core/api';
import { resourceErrorMessage } from '../../core/errors';
import { hashHref, useGo } from '../../core/hash-route';
import { LoadError } from '../../core/LoadError';
import { useInvalidateResource, useResourceItem } from '../../resources/resource-queries';
import { ServerErrorFields } from '../block-form/BlockListEditor';
import { applyServerErrors, type NamePath } from '../block-form/form-errors';
import { SiteFields } from './SiteFields';
import { NEW_SITE, siteToBody, siteToForm, type SiteFormValues } from './site-values';
import './site-editor.css';

const SitePreview = lazy(() => import('./SitePreview'));

type Action = 'save' | 'publish' | 'unpublish';

const DONE: Record<Action, string> = {
  save: 'Seite gespeichert',
  publish: 'Seite veröffentlicht',
  unpublish: 'Seite ist jetzt ein Entwurf',
};

export function SiteEditPage({ id }: { id?: string }) {
  const isNew = !id;
  const { message } = App.useApp();
  const go = useGo();
  const client = useQueryClient();
  const invalidate = useInvalidateResource();
  const [form] = Form.useForm<SiteFormValues>();
  const item = useResourceItem('sites', id);
  // The document types `content` loosely (JSON per page type); the domain view types it.
  const site = item.data && asView<SiteView, 'content'>(item.data);
  const [busy, setBusy] = useState<Action | null>(null);
  const [errorFields, setErrorFields] = useState<string[]>([]);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const isPublic = Form.useWatch('isPublic', { form, preserve: true }) === true;

  useEffect(() => {
    if (site) form.setFieldsValue(siteToForm(site));
  }, [site, form]);

  const save = async (action: Action) => {
    try {
      await form.validateFields();
    } catch (error) {
      const fields = (error as { errorFields?: { name: NamePath }[] }).errorFields ?? [];
      setErrorFields(fields.map((field) => field.name.join('.')));
      if (fields[0]) form.scrollToField(fields[0].name, { block: 'center' });
      return;
    }
    const values = form.getFieldsValue(true) as SiteFormValues;
    const publish = action === 'publish' ? true : action === 'unpublish' ? false : values.isPublic === true;
    const body = siteToBody(values, publish);
    setBusy(action);
    try {
      const saved = isNew
        ? await bo.post('/api/sites', { body })
        : await bo.put('/api/sites/{id}', { path: { id }, body });
      setErrorFields([]);
      setUnplaced([]);
      void invalidate('sites');
      client.setQueryData(queryKeys.resourceItem('sites', saved.id), saved);
      message.success(DONE[action]);
      if (isNew) go(`/sites/${saved.id}`, { replace: true });
    } catch (error) {
      const placed = applyServerErrors(form, error);
      setErrorFields(placed.fields);
      setUnplaced(placed.unplaced);
      message.error(resourceErrorMessage('sites', isNew ? 'create' : 'update', error));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    try {
      await bo.delete('/api/sites/{id}', { path: { id: id! } });
      void invalidate('sites');
      message.success('Seite gelöscht');
      go('/sites', { replace: true });
    } catch (error) {
      message.error(resourceErrorMessage('sites', 'delete', error));
    }
  };

  const title = isNew ? 'Seite anlegen' : 'Seite bearbeiten';
  if (item.error) {
    return (
      <Card title={<h1 className="bo-page-title">{title}</h1>}>
        <LoadError
          message={resourceErrorMessage('sites', 'loadItem', item.error)}
          onRetry={() => void item.refetch()}
        />
      </Card>
    );
  }

  return (
    <div className="bo-site-editor">
      <Card
        className="bo-site-editor__form"
        title={
          <span className="bo-site-editor__title">
            <h1 className="bo-page-title">{title}</h1>
            <Tag color={isPublic ? 'green' : 'orange'}>{isPublic ? 'Öffentlich' : 'Entwurf'}</Tag>
          </span>
        }
        extra={<Button href={hashHref('/sites')}>Zurück zur Liste</Button>}
      >
        {item.isLoading ? (
          <Spin />
        ) : (
          <ServerErrorFields.Provider value={errorFields}>
            {unplaced.length > 0 && (
              <Alert
                type="error"
                showIcon
                className="bo-content-errors"
                title={unplaced.length === 1 ? unplaced[0] : 'Die Seite konnte nicht gespeichert werden:'}
                description={
                  unplaced.length > 1 ? (
                    <ul>
                      {unplaced.map((m) => (
                        <li key={m}>{m}</li>
                      ))}
                    </ul>
                  ) : undefined
                }
              />
            )}
            <Form<SiteFormValues>
              form={form}
              layout="vertical"
              initialValues={isNew ? NEW_SITE : undefined}
              onFinish={() => void save('save')}
            >
              <SiteFields />
              {!isNew && (
                <div className="bo-content-delete">
                  <Popconfirm title="Seite löschen?" okText="Löschen" cancelText="Abbrechen" onConfirm={remove}>
                    <Button danger>Seite löschen</Button>
                  </Popconfirm>
                </div>
              )}
              <div className="bo-content-actions">
                <Space wrap>
                  <Button type="primary" htmlType="submit" loading={busy === 'save'} disabled={!!busy}>
                    Speichern
                  </Button>
                  {isPublic ? (
                    <Button onClick={() => void save('unpublish')} loading={busy === 'unpublish'} disabled={!!busy}>
                      Veröffentlichung aufheben
                    </Button>
                  ) : (
                    <Button onClick={() => void save('publish')} loading={busy === 'publish'} disabled={!!busy}>
                      Veröffentlichen
                    </Button>
                  )}
                  {item.data && (
                    <Button href={`/${item.data.path}`} target="_blank" rel="noopener">
                      Im Shop ansehen
                    </Button>
                  )}
                </Space>
              </div>
            </Form>
          </ServerErrorFields.Provider>
        )}
      </Card>
      <aside className="bo-site-editor__preview">
        <Suspense fallback={<Spin aria-label="Vorschau wird geladen" />}>
          {!item.isLoading && <SitePreview form={form} base={site} />}
        </Suspense>
      </aside>
    </div>
  );
}

// Back office #/blocks/new and #/blocks/:id: a reusable block with the same generated block form as a
// site's body. Sites show it through a 'Wiederverwendbarer Inhalt' entry of their block list.
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Popconfirm, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { queryKeys } from '../../../shared/api/query-keys';
import { bo } from '../../core/api';
import { resourceErrorMessage } from '../../core/errors';
import { hashHref, useGo } from '../../core/hash-route';
import { LoadError } from '../../core/LoadError';
import { useInvalidateResource, useResourceItem } from '../../resources/resource-queries';
import { ServerErrorFields } from '../block-form/BlockListEditor';
import { blocksToForm, cleanBlocks } from '../block-form/content-values';
import { applyServerErrors, type NamePath } from '../block-form/form-errors';
import { BlockFields } from './BlockFields';

interface Values {
  name: string;
  identifier: string;
  blocks: unknown[];
}

export const blockToBody = (values: Partial<Values>) => ({
  name: (values.name ?? '').trim(),
  identifier: (values.identifier ?? '').trim(),
  blocks: cleanBlocks(values.blocks),
});

export function BlockEditPage({ id }: { id?: string }) {
  const isNew = !id;
  const { message } = App.useApp();
  const go = useGo();
  const client = useQueryClient();
  const invalidate = useInvalidateResource();
  const [form] = Form.useForm<Values>();
  const item = useResourceItem('blocks', id);
  const [saving, setSaving] = useState(false);
  const [errorFields, setErrorFields] = useState<string[]>([]);
  const [unplaced, setUnplaced] = useState<string[]>([]);

  useEffect(() => {
    if (item.data)
      form.setFieldsValue({
        name: item.data.name,
        identifier: item.data.identifier,
        blocks: blocksToForm(item.data.blocks),
      });
  }, [item.data, form]);

  const save = async () => {
    const body = blockToBody(form.getFieldsValue(true) as Values);
    setSaving(true);
    try {
      const saved = isNew
        ? await bo.post('/api/blocks', { body })
        : await bo.put('/api/blocks/{id}', { path: { id }, body });
      setErrorFields([]);
      setUnplaced([]);
      void invalidate('blocks');
      client.setQueryData(queryKeys.resourceItem('blocks', saved.id), saved);
      message.success('Inhalt gespeichert');
      if (isNew) go(`/blocks/${saved.id}`, { replace: true });
    } catch (error) {
      const placed = applyServerErrors(form, error);
      setErrorFields(placed.fields);
      setUnplaced(placed.unplaced);
      message.error(resourceErrorMessage('blocks', isNew ? 'create' : 'update', error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await bo.delete('/api/blocks/{id}', { path: { id: id! } });
      void invalidate('blocks');
      message.success('Inhalt gelöscht');
      go('/blocks', { replace: true });
    } catch (error) {
      // e.g. 'Dieser Inhalt wird noch auf der Seite /x verwendet ...' (409 from the server).
      message.error(resourceErrorMessage('blocks', 'delete', error));
    }
  };

  const title = isNew ? 'Inhalt anlegen' : 'Inhalt bearbeiten';
  if (item.error) {
    return (
      <Card title={<h1 className="bo-page-title">{title}</h1>}>
        <LoadError
          message={resourceErrorMessage('blocks', 'loadItem', item.error)}
          onRetry={() => void item.refetch()}
        />
      </Card>
    );
  }
  return (
    <Card
      title={<h1 className="bo-page-title">{title}</h1>}
      extra={<Button href={hashHref('/blocks')}>Zurück zur Liste</Button>}
    >
      {item.isLoading ? (
        <Spin />
      ) : (
        <ServerErrorFields.Provider value={errorFields}>
          {unplaced.length > 0 && (
            <Alert type="error" showIcon className="bo-content-errors" title={unplaced.join(' ')} />
          )}
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={isNew ? { name: '', identifier: '', blocks: [] } : undefined}
            onFinish={() => void save()}
            onFinishFailed={({ errorFields: failed }) => {
              setErrorFields(failed.map((field) => (field.name as NamePath).join('.')));
              if (failed[0]) form.scrollToField(failed[0].name, { block: 'center' });
            }}
          >
            <BlockFields />
            {!isNew && (
              <div className="bo-content-delete">
                <Popconfirm title="Inhalt löschen?" okText="Löschen" cancelText="Abbrechen" onConfirm={remove}>
                  <Button danger>Inhalt löschen</Button>
                </Popconfirm>
              </div>
            )}
            <div className="bo-content-actions">
              <Button type="primary" htmlType="submit" loading={saving}>
                Speichern
              </Button>
            </div>
          </Form>
        </ServerErrorFields.Provider>
      )}
    </Card>
  );
}

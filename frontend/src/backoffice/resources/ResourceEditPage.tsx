import { App, Button, Card, Form, Popconfirm, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { boRequest } from '../core/api';
import { resourceErrorMessage } from '../core/errors';
import { hashHref, useGo } from '../core/hash-route';
import { LoadError } from '../core/LoadError';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import { useAnyResourceItem, useInvalidateResource } from './resource-queries';
import type { FormValues, ResourceConfig } from './types';

// Generic over the resources: the path comes from the config at run time, so these calls are untyped.
type Row = { id: string } & Record<string, unknown>;

/** Maps server field errors ("config.parts.0.name") onto the form's fields. */
function fieldErrors(error: unknown) {
  if (!(error instanceof ApiError)) return [];
  return error.errors
    .filter((e) => e.field)
    .map((e) => ({
      name: e.field!.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      errors: [e.message],
    }));
}

export function ResourceEditPage({ config, id }: { config: ResourceConfig<Row>; id?: string }) {
  const isNew = !id;
  const { message } = App.useApp();
  const go = useGo();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const item = useAnyResourceItem<Row>(config.key, id);
  const client = useQueryClient();
  const invalidate = useInvalidateResource();

  useEffect(() => {
    if (item.data) form.setFieldsValue(config.toForm ? config.toForm(item.data) : item.data);
  }, [item.data, form, config]);

  const save = async (values: FormValues) => {
    setSaving(true);
    const body = config.toBody ? config.toBody(values, isNew) : values;
    try {
      const saved = isNew
        ? await boRequest<Row>(`/${config.key}`, { method: 'POST', body })
        : await boRequest<Row>(`/${config.key}/${id}`, { method: 'PUT', body });
      void invalidate(config.key);
      message.success(`${config.singular} gespeichert`);
      if (isNew) {
        config.onCreated?.(saved);
        go(`/${config.key}/${saved.id}`, { replace: true });
      } else {
        client.setQueryData(queryKeys.resourceItem(config.key, id), saved);
      }
    } catch (error) {
      form.setFields(fieldErrors(error) as never);
      message.error(resourceErrorMessage(config.key, isNew ? 'create' : 'update', error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await boRequest(`/${config.key}/${id}`, { method: 'DELETE' });
      void invalidate(config.key);
      message.success(`${config.singular} gelöscht`);
      go(`/${config.key}`, { replace: true });
    } catch (error) {
      message.error(resourceErrorMessage(config.key, 'delete', error));
    }
  };

  const title = isNew ? `${config.singular} anlegen` : `${config.singular} bearbeiten`;
  if (item.error) {
    return (
      <Card title={<h1 className="bo-page-title">{title}</h1>}>
        <LoadError
          message={resourceErrorMessage(config.key, 'loadItem', item.error)}
          onRetry={() => void item.refetch()}
        />
      </Card>
    );
  }
  const { Fields, Extra, EditActions } = config;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={<h1 className="bo-page-title">{title}</h1>}
        extra={<Button href={hashHref(`/${config.key}`)}>Zurück zur Liste</Button>}
      >
        {item.isLoading ? (
          <Spin />
        ) : (
          <Form<FormValues>
            form={form}
            layout="vertical"
            initialValues={isNew ? config.initial : undefined}
            onFinish={save}
            scrollToFirstError
          >
            <Fields isNew={isNew} id={id} />
            <Space wrap className="bo-form-actions">
              <Button type="primary" htmlType="submit" loading={saving}>
                Speichern
              </Button>
              {!isNew && (
                <Popconfirm
                  title={`${config.singular} löschen?`}
                  okText="Löschen"
                  cancelText="Abbrechen"
                  onConfirm={remove}
                >
                  <Button danger>Löschen</Button>
                </Popconfirm>
              )}
              {!isNew && EditActions && item.data && <EditActions item={item.data} />}
            </Space>
          </Form>
        )}
      </Card>
      {Extra && item.data && <Extra item={item.data} />}
    </Space>
  );
}

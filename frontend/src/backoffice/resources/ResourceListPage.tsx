import { Button, Card, Popconfirm, Space, Table, App } from 'antd';
import { useMemo, useState } from 'react';
import { boRequest } from '../core/api';
import { resourceErrorMessage } from '../core/errors';
import { hashHref, useGo } from '../core/hash-route';
import { LoadError } from '../core/LoadError';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import { useAnyResourceList, useInvalidateResource } from './resource-queries';
import type { ResourceConfig } from './types';
import { SearchInput } from '../core/SearchInput';
import { CARDS_CLASS, cardColumns } from '../core/card-columns';

// Generic over the resources: the path comes from the config at run time, so these calls are untyped.
type Row = { id: string } & Record<string, unknown>;

export function ResourceListPage({ config }: { config: ResourceConfig<Row> }) {
  const { message } = App.useApp();
  const go = useGo();
  const [search, setSearch] = useState('');
  const list = useAnyResourceList<Row>(config.key);
  const client = useQueryClient();
  const invalidate = useInvalidateResource();

  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    const items = list.data ?? [];
    if (!term) return items;
    const text = config.searchText ?? ((item: Row) => String(item.name ?? item.email ?? ''));
    return items.filter((item) => text(item).toLowerCase().includes(term));
  }, [list.data, search, config]);

  const remove = async (id: string) => {
    try {
      await boRequest(`/${config.key}/${id}`, { method: 'DELETE' });
      // Gone at once from the table; the reload confirms it.
      client.setQueryData<Row[]>(queryKeys.resourceList(config.key), (rows) => rows?.filter((item) => item.id !== id));
      void invalidate(config.key);
      message.success(`${config.singular} gelöscht`);
    } catch (error) {
      message.error(resourceErrorMessage(config.key, 'delete', error));
    }
  };

  return (
    <Card
      title={<h1 className="bo-page-title">{config.title}</h1>}
      extra={
        <Space wrap>
          <SearchInput
            placeholder="Suchen"
            aria-label={`${config.title} durchsuchen`}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 220 }}
          />
          {config.ListActions && <config.ListActions />}
          <Button type="primary" href={hashHref(`/${config.key}/new`)}>
            Neu
          </Button>
        </Space>
      }
    >
      {list.error ? (
        <LoadError
          message={resourceErrorMessage(config.key, 'loadList', list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<Row>
          className={CARDS_CLASS}
          rowKey="id"
          loading={list.isPending}
          dataSource={rows}
          pagination={{ pageSize: 25, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          onRow={(row) => ({ onDoubleClick: () => go(`/${config.key}/${row.id}`) })}
          columns={cardColumns<Row>([
            ...config.columns,
            {
              title: 'Aktionen',
              key: 'actions',
              width: 200,
              render: (_: unknown, row: Row) => (
                <Space>
                  <Button size="small" href={hashHref(`/${config.key}/${row.id}`)}>
                    Bearbeiten
                  </Button>
                  <Popconfirm
                    title={`${config.singular} löschen?`}
                    okText="Löschen"
                    cancelText="Abbrechen"
                    onConfirm={() => remove(row.id)}
                  >
                    <Button size="small" danger>
                      Löschen
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ])}
        />
      )}
    </Card>
  );
}

// Back office #/sites (issue 15 item 7): name, page type, path and public/draft, filtered by type and
// text. A table from antd's md breakpoint, cards on phones (five columns do not fit 390 px).
import type { SiteView } from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Grid, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { queryKeys } from '../../../shared/api/query-keys';
import { asViews, bo } from '../../core/api';
import { resourceErrorMessage } from '../../core/errors';
import { hashHref } from '../../core/hash-route';
import { LoadError } from '../../core/LoadError';
import { useInvalidateResource, useResourceList, type ResourceList } from '../../resources/resource-queries';
import { SITE_TYPE_OPTIONS, siteTypeLabel } from './site-values';
import './site-editor.css';
import { SearchInput } from '../../core/SearchInput';

const ALL = 'all';
const TYPE_FILTER = [{ value: ALL, label: 'Alle Typen' }, ...SITE_TYPE_OPTIONS];

/** Sites of `type` (or all) whose name, title or path contains `search`. */
export function filterSites(sites: readonly SiteView[], type: string, search: string): SiteView[] {
  const term = search.trim().toLowerCase();
  return sites.filter(
    (site) =>
      (type === ALL || site.type === type) &&
      (!term || [site.name, site.title ?? '', site.path].some((text) => text.toLowerCase().includes(term))),
  );
}

const StatusTag = ({ site }: { site: SiteView }) =>
  site.isPublic ? <Tag color="green">Öffentlich</Tag> : <Tag color="orange">Entwurf</Tag>;

function Actions({ site, onRemove }: { site: SiteView; onRemove: (id: string) => void }) {
  return (
    <Space size={4}>
      <Button size="small" href={hashHref(`/sites/${site.id}`)} aria-label={`${site.name} bearbeiten`}>
        Bearbeiten
      </Button>
      <Popconfirm title="Seite löschen?" okText="Löschen" cancelText="Abbrechen" onConfirm={() => onRemove(site.id)}>
        <Button size="small" danger aria-label={`${site.name} löschen`}>
          Löschen
        </Button>
      </Popconfirm>
    </Space>
  );
}

export function SitesListPage() {
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [type, setType] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const list = useResourceList('sites');
  const client = useQueryClient();
  const invalidate = useInvalidateResource();
  const rows = useMemo(
    () => filterSites(asViews<SiteView, 'content'>(list.data ?? []), type, search),
    [list.data, type, search],
  );

  const remove = async (id: string) => {
    try {
      await bo.delete('/api/sites/{id}', { path: { id } });
      client.setQueryData<ResourceList<'sites'>>(queryKeys.resourceList('sites'), (sites) =>
        sites?.filter((s) => s.id !== id),
      );
      void invalidate('sites');
      message.success('Seite gelöscht');
    } catch (error) {
      message.error(resourceErrorMessage('sites', 'delete', error));
    }
  };

  const columns: TableColumnsType<SiteView> = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, site) => <a href={hashHref(`/sites/${site.id}`)}>{name}</a>,
    },
    { title: 'Typ', dataIndex: 'type', render: (value: string) => siteTypeLabel(value) },
    {
      title: 'Pfad',
      dataIndex: 'path',
      render: (path: string) => (
        <a href={`/${path}`} target="_blank" rel="noopener" className="bo-site-path">
          /{path}
        </a>
      ),
    },
    { title: 'Status', key: 'status', render: (_: unknown, site) => <StatusTag site={site} /> },
    { title: 'Aktionen', key: 'actions', render: (_: unknown, site) => <Actions site={site} onRemove={remove} /> },
  ];

  return (
    <Card
      title={<h1 className="bo-page-title">Seiten</h1>}
      extra={
        <Button type="primary" href={hashHref('/sites/new')}>
          Neu
        </Button>
      }
    >
      <div className="bo-site-filters">
        <Select
          value={type}
          onChange={setType}
          options={TYPE_FILTER}
          aria-label="Nach Typ filtern"
          style={{ width: 220 }}
        />
        <SearchInput
          placeholder="Name oder Pfad suchen"
          aria-label="Seiten durchsuchen"
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 260 }}
        />
      </div>
      {list.error ? (
        <LoadError
          message={resourceErrorMessage('sites', 'loadList', list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : screens.md ? (
        <Table<SiteView>
          className="bo-sites-table"
          rowKey="id"
          loading={list.isPending}
          dataSource={rows}
          columns={columns}
          pagination={{ pageSize: 25, hideOnSinglePage: true }}
          locale={{ emptyText: 'Keine Seiten gefunden' }}
        />
      ) : list.isPending ? (
        <Card loading />
      ) : rows.length === 0 ? (
        <p className="bo-muted">Keine Seiten gefunden</p>
      ) : (
        <ul className="bo-site-cards" aria-label="Seiten">
          {rows.map((site) => (
            <li key={site.id} className="bo-site-card">
              <a className="bo-site-card__name" href={hashHref(`/sites/${site.id}`)}>
                {site.name}
              </a>
              <span className="bo-site-card__meta">
                <Tag>{siteTypeLabel(site.type)}</Tag>
                <StatusTag site={site} />
              </span>
              <a href={`/${site.path}`} target="_blank" rel="noopener" className="bo-site-path">
                /{site.path}
              </a>
              <Actions site={site} onRemove={remove} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

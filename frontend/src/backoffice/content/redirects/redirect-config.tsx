// Redirects (#/redirects, spec 7 /redirects, spec 8 'Redirects'): from a path to a path, URL or site,
// 301 or 302, with the hit counter read-only. The server normalises paths and refuses loops; its
// message shows on the field and as the toast (spec 8: first server message).
import { formatDateTime, type RedirectView } from '@bestell/domain';
import { Form, Input, Radio, Select } from 'antd';
import type { FormValues, ResourceConfig } from '../../resources/types';
import { useResourceItem } from '../../resources/resource-queries';
import { ReferenceSelect } from '../block-form/ContentSelects';

type Row = { id: string } & Record<string, unknown>;

export const STATUS_OPTIONS = [
  { value: 301, label: 'Dauerhaft (301)' },
  { value: 302, label: 'Vorübergehend (302)' },
];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function redirectToForm(redirect: Pick<RedirectView, 'fromPath' | 'toPath' | 'toSite' | 'statusCode'>) {
  return {
    fromPath: redirect.fromPath,
    targetKind: redirect.toSite ? 'site' : 'path',
    toPath: redirect.toPath ?? '',
    toSite: redirect.toSite ?? undefined,
    statusCode: redirect.statusCode,
  };
}

/** Exactly one target goes to the server: the path (or URL), or the site. */
export function redirectToBody(values: FormValues) {
  const site = values.targetKind === 'site';
  return {
    fromPath: text(values.fromPath),
    toPath: site ? null : text(values.toPath) || null,
    toSite: site ? ((values.toSite as string | undefined) ?? null) : null,
    statusCode: values.statusCode === 302 ? 302 : 301,
  };
}

function Hits({ id }: { id?: string }) {
  const item = useResourceItem('redirects', id);
  if (!item.data) return null;
  const { hits, lastHitAt } = item.data;
  return (
    <p className="bo-muted" aria-label="Aufrufe">
      Aufrufe: <strong>{hits}</strong>
      {lastHitAt ? `, zuletzt am ${formatDateTime(lastHitAt)}` : ''}
    </p>
  );
}

function RedirectFields({ id }: { isNew: boolean; id?: string }) {
  const kind = Form.useWatch('targetKind') as 'path' | 'site' | undefined;
  return (
    <>
      <Form.Item
        name="fromPath"
        label="Von Pfad"
        rules={[{ required: true, whitespace: true, message: 'Bitte einen Pfad angeben.' }]}
        extra="Alte Adresse im Shop, z. B. /alte-seite"
      >
        <Input maxLength={300} style={{ maxWidth: 420 }} />
      </Form.Item>
      <Form.Item name="targetKind" label="Ziel">
        <Radio.Group
          options={[
            { value: 'path', label: 'Pfad oder Adresse' },
            { value: 'site', label: 'Seite' },
          ]}
        />
      </Form.Item>
      {kind === 'site' ? (
        <Form.Item name="toSite" label="Nach Seite" rules={[{ required: true, message: 'Bitte eine Seite wählen.' }]}>
          <ReferenceSelect to="site" aria-label="Nach Seite" />
        </Form.Item>
      ) : (
        <Form.Item
          name="toPath"
          label="Nach"
          rules={[{ required: true, whitespace: true, message: 'Bitte ein Ziel angeben.' }]}
          extra="Pfad im Shop (/neue-seite) oder Adresse (https://…)"
        >
          <Input maxLength={500} style={{ maxWidth: 420 }} />
        </Form.Item>
      )}
      <Form.Item name="statusCode" label="Art">
        <Select options={STATUS_OPTIONS} style={{ width: 220 }} aria-label="Art" />
      </Form.Item>
      <Hits id={id} />
    </>
  );
}

export const redirectConfig: ResourceConfig<Row> = {
  key: 'redirects',
  title: 'Redirects',
  singular: 'Redirect',
  adminOnly: true,
  columns: [
    { title: 'Von', dataIndex: 'fromPath' },
    { title: 'Nach', dataIndex: 'target', render: (target: string | null) => target ?? '–' },
    { title: 'Art', dataIndex: 'statusCode' },
    { title: 'Aufrufe', dataIndex: 'hits' },
  ],
  searchText: (row) => `${String(row.fromPath ?? '')} ${String(row.target ?? '')}`,
  Fields: RedirectFields,
  initial: { fromPath: '', targetKind: 'path', toPath: '', statusCode: 301 },
  toForm: (row) => redirectToForm(row as unknown as RedirectView),
  toBody: (values) => redirectToBody(values),
};

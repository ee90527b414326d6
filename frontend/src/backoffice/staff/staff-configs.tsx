// Departments, projects and tasks on the generic resource pages (issue 18 items 1 and 6). Projects and
// tasks are what the time clock books time to; a project without a branch is shared by every branch.
import { Form, Input, Select, Space, Switch } from 'antd';
import { compact, nullableText, optionalText } from '../core/form-values';
import { useOptions, type ListResource } from '../resources/resource-queries';
import type { FormValues, ResourceConfig } from '../resources/types';

type Row = { id: string } & Record<string, unknown>;
const refId = (v: unknown) => (v as { id: string } | null | undefined)?.id;
const NAME_RULE = [{ required: true, whitespace: true, message: 'Bitte einen Namen angeben.' }];

/** A referenced item's name from its list (the API returns only `{ id }`). */
function RefName({ resource, id, empty = '' }: { resource: ListResource; id: string | undefined; empty?: string }) {
  const options = useOptions(resource);
  return <>{id ? (options.find((o) => o.value === id)?.label ?? '…') : empty}</>;
}

function BranchSelect({
  allowEmpty,
  ...props
}: {
  allowEmpty?: boolean;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const branches = useOptions('branches');
  return (
    <Select
      {...props}
      options={allowEmpty ? [{ value: '', label: 'Alle Filialen' }, ...branches] : branches}
      style={{ width: 240 }}
    />
  );
}

export const departmentConfig: ResourceConfig<Row> = {
  key: 'departments',
  title: 'Abteilungen',
  singular: 'Abteilung',
  adminOnly: true,
  columns: [
    { title: 'Name', dataIndex: 'name' },
    {
      title: 'Filiale',
      key: 'branch',
      render: (_: unknown, d) => <RefName resource="branches" id={refId(d.branch)} />,
    },
  ],
  Fields: () => (
    <Space wrap align="start">
      <Form.Item name="name" label="Name" rules={NAME_RULE}>
        <Input style={{ width: 260 }} maxLength={120} />
      </Form.Item>
      <Form.Item name="branch" label="Filiale" rules={[{ required: true, message: 'Bitte eine Filiale wählen.' }]}>
        <BranchSelect />
      </Form.Item>
    </Space>
  ),
  toForm: (d) => ({ ...d, branch: refId(d.branch) }),
  toBody: (v) => compact({ name: optionalText(v.name), branch: v.branch ? { id: v.branch as string } : undefined }),
};

export const projectConfig: ResourceConfig<Row> = {
  key: 'projects',
  title: 'Projekte',
  singular: 'Projekt',
  columns: [
    { title: 'Name', dataIndex: 'name' },
    {
      title: 'Filiale',
      key: 'branch',
      render: (_: unknown, p) => <RefName resource="branches" id={refId(p.branch)} empty="Alle Filialen" />,
    },
    { title: 'Aktiv', dataIndex: 'isActive', render: (v: boolean) => (v ? 'ja' : 'nein') },
  ],
  Fields: () => (
    <>
      <Space wrap align="start">
        <Form.Item name="name" label="Name" rules={NAME_RULE}>
          <Input style={{ width: 280 }} maxLength={120} />
        </Form.Item>
        <Form.Item name="branch" label="Filiale">
          <BranchSelect allowEmpty />
        </Form.Item>
        <Form.Item name="isActive" label="Aktiv" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item name="description" label="Beschreibung">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
    </>
  ),
  initial: { isActive: true, branch: '' },
  toForm: (p) => ({ ...p, branch: refId(p.branch) ?? '' }),
  toBody: (v): FormValues =>
    compact({
      name: optionalText(v.name),
      description: optionalText(v.description) ?? '',
      branch: v.branch ? { id: v.branch as string } : null,
      isActive: !!v.isActive,
    }),
};

const TASK_STATES = [
  { value: 'open', label: 'Offen' },
  { value: 'in-progress', label: 'In Arbeit' },
  { value: 'done', label: 'Erledigt' },
];

function TaskFields() {
  const projects = useOptions('projects');
  const users = useOptions('users', (u) => ({ value: u.id, label: u.name || u.email || u.id }));
  return (
    <>
      <Space wrap align="start">
        <Form.Item name="name" label="Name" rules={NAME_RULE}>
          <Input style={{ width: 280 }} maxLength={200} />
        </Form.Item>
        <Form.Item name="project" label="Projekt" rules={[{ required: true, message: 'Bitte ein Projekt wählen.' }]}>
          <Select options={projects} style={{ width: 240 }} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="assignee" label="Zuständig">
          <Select
            options={[{ value: '', label: 'niemand' }, ...users]}
            style={{ width: 220 }}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="state" label="Status">
          <Select options={TASK_STATES} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="dueDate" label="Fällig am">
          <Input type="date" style={{ width: 170 }} />
        </Form.Item>
      </Space>
      <Form.Item name="description" label="Beschreibung">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
    </>
  );
}

export const taskConfig: ResourceConfig<Row> = {
  key: 'tasks',
  title: 'Aufgaben',
  singular: 'Aufgabe',
  columns: [
    { title: 'Name', dataIndex: 'name' },
    {
      title: 'Projekt',
      key: 'project',
      render: (_: unknown, t) => <RefName resource="projects" id={refId(t.project)} />,
    },
    {
      title: 'Zuständig',
      key: 'assignee',
      render: (_: unknown, t) => (t.assignee as { name?: string } | null)?.name ?? '',
    },
    { title: 'Status', dataIndex: 'state', render: (v: string) => TASK_STATES.find((s) => s.value === v)?.label ?? v },
    {
      title: 'Fällig',
      dataIndex: 'dueDate',
      render: (v: string | null) => (v ? v.split('-').reverse().join('.') : ''),
    },
  ],
  searchText: (t) => `${t.name ?? ''} ${(t.assignee as { name?: string } | null)?.name ?? ''}`,
  Fields: TaskFields,
  initial: { state: 'open', assignee: '' },
  toForm: (t) => ({ ...t, project: refId(t.project), assignee: refId(t.assignee) ?? '', dueDate: t.dueDate ?? '' }),
  toBody: (v): FormValues =>
    compact({
      name: optionalText(v.name),
      description: optionalText(v.description) ?? '',
      project: v.project ? { id: v.project as string } : undefined,
      assignee: v.assignee ? { id: v.assignee as string } : null,
      state: v.state,
      dueDate: nullableText(v.dueDate),
    }),
};

import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, type SelectProps, Space } from 'antd';
import { formatDateTime } from '@bestell/domain';
import { fromLocalInput, refIds, toLocalInput, toRefs } from '../core/form-values';
import type { ResourceConfig } from '../resources/types';
import { resourceListQuery, useOptions } from '../resources/resource-queries';

type Row = { id: string } & Record<string, unknown>;
type Group = { category?: string; products?: string[] };

/** Today 00:00 in the browser's zone, as the datetime input shows it (issue 39 item 1: 'Gültig ab' default). */
function startOfToday(): string | undefined {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return toLocalInput(d.toISOString());
}

/**
 * One group's products (issue 39 item 1): the select lists the group's category's products first, and
 * 'Ganze Kategorie übernehmen' adds all of them (in catalogue order) to those already picked.
 */
function GroupProducts({ name, index }: { name: number; index: number }) {
  const form = Form.useFormInstance();
  const category = Form.useWatch(['catalog', name, 'category'], form) as string | undefined;
  const { data: products = [] } = useQuery({ ...resourceListQuery('products'), staleTime: Infinity });
  const option = (p: (typeof products)[number]) => ({ value: p.id, label: p.name });
  const own = category ? products.filter((p) => p.category?.id === category) : [];
  const others = category ? products.filter((p) => p.category?.id !== category) : products;
  const options: SelectProps['options'] = category
    ? [
        { label: 'Produkte dieser Kategorie', title: 'Produkte dieser Kategorie', options: own.map(option) },
        { label: 'Andere Produkte', title: 'Andere Produkte', options: others.map(option) },
      ]
    : others.map(option);
  const takeWholeCategory = () => {
    const picked = (form.getFieldValue(['catalog', name, 'products']) as string[] | undefined) ?? [];
    const missing = own.map((p) => p.id).filter((id) => !picked.includes(id));
    form.setFieldValue(['catalog', name, 'products'], [...picked, ...missing]);
  };
  return (
    <>
      <Form.Item name={[name, 'products']} label="Produkte">
        <Select
          mode="multiple"
          options={options}
          style={{ minWidth: 320, maxWidth: 560 }}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label=" ">
        <Button
          onClick={takeWholeCategory}
          disabled={own.length === 0}
          aria-label={`Ganze Kategorie übernehmen (Kategorie ${index + 1})`}
        >
          Ganze Kategorie übernehmen
        </Button>
      </Form.Item>
    </>
  );
}

function MenuFields({ isNew }: { isNew: boolean }) {
  const branches = useOptions('branches');
  const categories = useOptions('categories');
  return (
    <>
      <Space wrap align="start">
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Bitte einen Namen angeben.' }]}>
          <Input style={{ width: 280 }} />
        </Form.Item>
        <Form.Item name="availableFrom" label="Gültig ab" extra="Leer: ab sofort.">
          <Input type="datetime-local" />
        </Form.Item>
      </Space>
      <Form.Item name="branches" label="Filialen">
        <Select
          mode="multiple"
          options={branches}
          style={{ maxWidth: 640 }}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.List name="catalog">
        {(groups, { add, remove }) => (
          <fieldset className="bo-fieldset">
            <legend>Katalog: Kategorien mit ihren Produkten</legend>
            {isNew && groups.length === 0 && (
              <p>
                Ohne eigene Auswahl enthält der neue Produktkatalog alle Kategorien mit ihren Produkten. Neue Produkte
                kommen automatisch in die Gruppe ihrer Kategorie.
              </p>
            )}
            {groups.map((group, index) => (
              <Space key={group.key} wrap align="start">
                <Form.Item
                  name={[group.name, 'category']}
                  label={`Kategorie ${index + 1}`}
                  rules={[{ required: true }]}
                >
                  <Select options={categories} style={{ width: 220 }} />
                </Form.Item>
                <GroupProducts name={group.name} index={index} />
                <Form.Item label=" ">
                  <Button danger onClick={() => remove(group.name)}>
                    Entfernen
                  </Button>
                </Form.Item>
              </Space>
            ))}
            <Button onClick={() => add({ products: [] })}>Kategorie hinzufügen</Button>
          </fieldset>
        )}
      </Form.List>
    </>
  );
}

export const menuConfig: ResourceConfig<Row> = {
  key: 'menus',
  title: 'Produktkataloge',
  singular: 'Produktkatalog',
  columns: [
    { title: 'Name', dataIndex: 'name' },
    { title: 'Gültig ab', dataIndex: 'availableFrom', render: (v: string) => (v ? formatDateTime(v) : '') },
    { title: 'Filialen', dataIndex: 'branches', render: (b: unknown[]) => b?.length ?? 0 },
  ],
  Fields: MenuFields,
  // A getter: 'today' is the day the form opens, not the day the bundle loaded.
  get initial() {
    return { branches: [], catalog: [], availableFrom: startOfToday() };
  },
  toForm: (m) => ({ ...m, availableFrom: toLocalInput(m.availableFrom), branches: refIds(m.branches) }),
  toBody: (v, isNew) => {
    const catalog = ((v.catalog as Group[] | undefined) ?? []).map((g) => ({
      category: g.category,
      products: g.products ?? [],
    }));
    return {
      name: v.name,
      // Empty: the server's default (now) for a new menu, unchanged for a saved one.
      availableFrom: fromLocalInput(v.availableFrom) ?? undefined,
      branches: toRefs(v.branches),
      // A new menu without groups gets every category with its products from the server.
      catalog: isNew && catalog.length === 0 ? undefined : catalog,
    };
  },
};

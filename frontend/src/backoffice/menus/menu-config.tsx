import { Button, Form, Input, Select, Space } from 'antd';
import { formatDateTime } from '@bestell/domain';
import { fromLocalInput, refIds, toLocalInput, toRefs } from '../core/form-values';
import type { ResourceConfig } from '../resources/types';
import { useOptions } from '../resources/resource-queries';

type Row = { id: string } & Record<string, unknown>;

function MenuFields() {
  const branches = useOptions('branches');
  const categories = useOptions('categories');
  const products = useOptions('products');
  return (
    <>
      <Space wrap align="start">
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Bitte einen Namen angeben.' }]}>
          <Input style={{ width: 280 }} />
        </Form.Item>
        <Form.Item
          name="availableFrom"
          label="Gültig ab"
          rules={[{ required: true, message: 'Bitte ein Datum angeben.' }]}
        >
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
            {groups.map((group, index) => (
              <Space key={group.key} wrap align="start">
                <Form.Item
                  name={[group.name, 'category']}
                  label={`Kategorie ${index + 1}`}
                  rules={[{ required: true }]}
                >
                  <Select options={categories} style={{ width: 220 }} />
                </Form.Item>
                <Form.Item name={[group.name, 'products']} label="Produkte">
                  <Select
                    mode="multiple"
                    options={products}
                    style={{ minWidth: 320, maxWidth: 560 }}
                    showSearch={{ optionFilterProp: 'label' }}
                  />
                </Form.Item>
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
  initial: { branches: [], catalog: [] },
  toForm: (m) => ({ ...m, availableFrom: toLocalInput(m.availableFrom), branches: refIds(m.branches) }),
  toBody: (v) => ({
    name: v.name,
    availableFrom: fromLocalInput(v.availableFrom),
    branches: toRefs(v.branches),
    catalog: ((v.catalog as { category: string; products?: string[] }[] | undefined) ?? []).map((g) => ({
      category: g.category,
      products: g.products ?? [],
    })),
  }),
};

// Navigations (spec 3): menus such as mainMenu and secondaryMenu, on the generic list/edit scaffold.
import { NAVIGATION_IDENTIFIER, navigationSize, OWN_TEXTS, type NavigationItemType } from '@bestell/domain';
import { Checkbox, Form, Input, Space } from 'antd';
import type { FormValues, ResourceConfig } from '../resources/types';
import { NavigationItemsEditor } from './NavigationItemsEditor';

type Row = { id: string } & Record<string, unknown>;

interface ItemValues {
  type?: NavigationItemType;
  label?: string;
  target?: string | null;
  isEnabled?: boolean;
  children?: ItemValues[];
}

/** Form values of the tree -> the API's item shape (targets trimmed, home items without target). */
export function itemsToBody(items: ItemValues[] | undefined): object[] {
  return (items ?? []).map((item) => ({
    type: item.type,
    label: item.label?.trim() ?? '',
    target: item.type === 'home' ? null : item.target?.trim() || null,
    isEnabled: item.isEnabled !== false,
    children: itemsToBody(item.children),
  }));
}

/** API items -> form values: every level gets a children list for its Form.List. */
export function itemsToForm(items: ItemValues[] | undefined): ItemValues[] {
  return (items ?? []).map((item) => ({
    ...item,
    target: item.target ?? undefined,
    isEnabled: item.isEnabled !== false,
    children: itemsToForm(item.children),
  }));
}

function NavigationFields() {
  return (
    <>
      <Space wrap align="start">
        <Form.Item
          name="identifier"
          label="Kennung"
          extra="mainMenu: Burger-Menü und Fußzeile, secondaryMenu: Fußzeile"
          rules={[{ required: true, pattern: NAVIGATION_IDENTIFIER, message: OWN_TEXTS.navigationIdentifierInvalid }]}
        >
          <Input style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="isPublic" valuePropName="checked" label=" ">
          <Checkbox>Öffentlich</Checkbox>
        </Form.Item>
      </Space>
      <NavigationItemsEditor />
    </>
  );
}

export const navigationConfig: ResourceConfig<Row> = {
  key: 'navigations',
  title: 'Navigationen',
  singular: 'Navigation',
  adminOnly: true,
  columns: [
    { title: 'Kennung', dataIndex: 'identifier' },
    { title: 'Öffentlich', dataIndex: 'isPublic', render: (v: boolean) => (v ? 'ja' : 'nein') },
    { title: 'Einträge', dataIndex: 'items', render: (items: ItemValues[]) => navigationSize(items) },
  ],
  searchText: (n) => String(n.identifier ?? ''),
  Fields: NavigationFields,
  initial: { isPublic: true, items: [] },
  toForm: (n) => ({ ...n, items: itemsToForm(n.items as ItemValues[]) }),
  toBody: (v): FormValues => ({
    identifier: typeof v.identifier === 'string' ? v.identifier.trim() : v.identifier,
    isPublic: !!v.isPublic,
    items: itemsToBody(v.items as ItemValues[]),
  }),
};

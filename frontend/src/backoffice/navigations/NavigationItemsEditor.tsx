import { NAVIGATION_MAX_DEPTH, type NavigationItemType } from '@bestell/domain';
import { Button, Checkbox, Form, Input, Select, Space } from 'antd';
import { MoveButtons } from '../core/MoveButtons';
import { useOptions } from '../resources/resource-queries';
import './navigations.css';

export const ITEM_TYPE_OPTIONS: { value: NavigationItemType; label: string }[] = [
  { value: 'home', label: 'Startseite' },
  { value: 'site', label: 'Seite' },
  { value: 'branch', label: 'Filiale' },
  { value: 'link', label: 'Externer Link' },
];

// A fresh object per item: two items must never share one children array.
const newItem = () => ({ type: 'site', label: '', target: '', isEnabled: true, children: [] });

/** Branch items name their branch by identifier (spec 2: /store/{identifier}), not by id. */
const branchOption = (b: { identifier?: string; name?: string }) => ({
  value: b.identifier ?? '',
  label: b.name || b.identifier || '',
});
const useBranchOptions = () => useOptions('branches', branchOption);

type Path = (string | number)[];

function TargetField({ path, name, row }: { path: Path; name: number; row: string }) {
  const branches = useBranchOptions();
  // Watching only this item's type keeps the other rows from re-rendering on every keystroke.
  const type = Form.useWatch([...path, name, 'type']) as NavigationItemType | undefined;
  if (type === 'home' || !type) return null;
  const hint = type === 'site' ? 'Pfad, z. B. kontakt' : type === 'link' ? 'https://…' : undefined;
  return (
    <Form.Item name={[name, 'target']} label="Ziel">
      {type === 'branch' ? (
        <Select options={branches} style={{ width: 240 }} aria-label={`${row}: Ziel`} showSearch />
      ) : (
        <Input style={{ width: 240 }} placeholder={hint} aria-label={`${row}: Ziel`} />
      )}
    </Form.Item>
  );
}

/**
 * One level of the item tree (spec 3 "Navigation": type, target, label, isEnabled, children). `path` is
 * the absolute form path of this list; children nest as Form.Lists up to the depth the server accepts.
 */
function ItemList({ name, path, level, prefix }: { name: Path; path: Path; level: number; prefix: string }) {
  const form = Form.useFormInstance();
  return (
    <Form.List name={name}>
      {(fields, { add, remove, move }) => (
        <div className={level === 1 ? 'bo-nav-items' : 'bo-nav-children'}>
          {fields.map((field, index) => {
            const number = `${prefix}${index + 1}`;
            const row = `Eintrag ${number}`;
            const childrenPath = [...path, field.name, 'children'];
            // The child list's own add() is out of reach here; Form.List follows the store value.
            const addChild = () =>
              form.setFieldValue(childrenPath, [...((form.getFieldValue(childrenPath) as unknown[]) ?? []), newItem()]);
            return (
              <div key={field.key} className="bo-nav-item" role="group" aria-label={row}>
                <div className="bo-nav-item__head">
                  <span className="bo-nav-item__number">{row}</span>
                  <Space size={4} wrap>
                    <MoveButtons index={index} count={fields.length} row={row} move={move} />
                    {level < NAVIGATION_MAX_DEPTH && (
                      <Button size="small" onClick={addChild} aria-label={`Unterpunkt zu ${row} hinzufügen`}>
                        Unterpunkt hinzufügen
                      </Button>
                    )}
                    <Button size="small" danger onClick={() => remove(field.name)} aria-label={`${row} entfernen`}>
                      Entfernen
                    </Button>
                  </Space>
                </div>
                <Space wrap align="start">
                  <Form.Item name={[field.name, 'type']} label="Art" rules={[{ required: true }]}>
                    <Select
                      options={ITEM_TYPE_OPTIONS}
                      style={{ width: 150 }}
                      aria-label={`${row}: Art`}
                      // A site path is no branch identifier: another type starts with an empty target.
                      onChange={() => form.setFieldValue([...path, field.name, 'target'], undefined)}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'label']}
                    label="Bezeichnung"
                    rules={[{ required: true, whitespace: true, message: 'Bitte eine Bezeichnung angeben.' }]}
                  >
                    <Input style={{ width: 220 }} aria-label={`${row}: Bezeichnung`} />
                  </Form.Item>
                  <TargetField path={path} name={field.name} row={row} />
                  <Form.Item name={[field.name, 'isEnabled']} valuePropName="checked" label=" ">
                    <Checkbox aria-label={`${row}: Aktiv`}>Aktiv</Checkbox>
                  </Form.Item>
                </Space>
                {level < NAVIGATION_MAX_DEPTH && (
                  <ItemList
                    name={[field.name, 'children']}
                    path={childrenPath}
                    level={level + 1}
                    prefix={`${number}.`}
                  />
                )}
              </div>
            );
          })}
          {level === 1 && <Button onClick={() => add(newItem())}>Eintrag hinzufügen</Button>}
        </div>
      )}
    </Form.List>
  );
}

/** The item tree of a navigation, up to three levels (top level, children, grandchildren). */
export function NavigationItemsEditor() {
  return (
    <fieldset className="bo-fieldset">
      <legend>Einträge</legend>
      <ItemList name={['items']} path={['items']} level={1} prefix="" />
    </fieldset>
  );
}

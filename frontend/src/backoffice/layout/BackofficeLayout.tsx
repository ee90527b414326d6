import { Button, Layout, Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { isAdmin, useSession } from '../auth/session';
import { useGo } from '../core/hash-route';

export interface MenuEntry {
  path: string;
  label: string;
  adminOnly?: boolean;
  group?: string;
}

/** Side menu of the areas that exist (no dead links); admin-only areas only for admins. */
export function BackofficeLayout({
  entries,
  active,
  children,
}: {
  entries: MenuEntry[];
  active: string;
  children: ReactNode;
}) {
  const me = useSession((s) => s.me);
  const go = useGo();
  const visible = entries.filter((e) => !e.adminOnly || isAdmin(me));
  const groups = new Map<string, MenuEntry[]>();
  for (const entry of visible) groups.set(entry.group ?? '', [...(groups.get(entry.group ?? '') ?? []), entry]);
  const items: NonNullable<MenuProps['items']> = [...groups.entries()].flatMap(
    ([group, list]): NonNullable<MenuProps['items']> => {
      const children = list.map((e) => ({
        key: e.path,
        label: (
          <a
            href={`/backend#${e.path}`}
            onClick={(ev) => {
              ev.preventDefault();
              go(e.path);
            }}
          >
            {e.label}
          </a>
        ),
      }));
      return group ? [{ type: 'group' as const, key: group, label: group, children }] : children;
    },
  );
  return (
    <Layout className="bo-layout">
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={220} theme="light" className="bo-sider">
        <div className="bo-brand">Backoffice</div>
        <nav aria-label="Backoffice">
          <Menu mode="inline" selectedKeys={[active]} items={items} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="bo-header">
          <span className="bo-user">{me?.name || me?.email}</span>
          <Button href="/backend/logout">Abmelden</Button>
        </Layout.Header>
        <Layout.Content className="bo-content">
          <main>{children}</main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

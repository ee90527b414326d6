import { Button, Layout, Menu, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { isAdmin, useSession } from '../auth/session';
import { useGo } from '../core/hash-route';

export interface MenuEntry {
  path: string;
  label: string;
  adminOnly?: boolean;
  group?: string;
}

/**
 * Side menu of the areas that exist (no dead links); admin-only areas only for admins. Below antd's `lg`
 * breakpoint (phones, small tablets) the menu is hidden and a 'Menü' button in the header opens it over
 * the page; choosing an entry closes it again.
 */
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
  const [narrow, setNarrow] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
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
              if (narrow) setCollapsed(true);
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
      <Layout.Sider
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={collapsed}
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setCollapsed(broken);
        }}
        onCollapse={setCollapsed}
        trigger={null}
        width={220}
        theme="light"
        className="bo-sider"
      >
        <div className="bo-brand">Backoffice</div>
        {/* A closed menu on a narrow screen is out of the tab order too, not only out of sight. */}
        <nav aria-label="Backoffice" id="bo-nav" hidden={narrow && collapsed}>
          <Menu mode="inline" selectedKeys={[active]} items={items} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="bo-header">
          {narrow && (
            <Button
              className="bo-menu-button"
              aria-controls="bo-nav"
              aria-expanded={!collapsed}
              onClick={() => setCollapsed((c) => !c)}
            >
              Menü
            </Button>
          )}
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

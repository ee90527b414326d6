import { Button, Drawer, Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { isAdmin, useSession } from '../auth/session';
import { useGo } from '../core/hash-route';

export interface MenuEntry {
  path: string;
  label: string;
  adminOnly?: boolean;
  /**
   * An employee could only look at it (the API keeps every change for admins, e.g. products, donation
   * recipients): not in their menu (issue 39 item 4); the page stays reachable from links.
   */
  readOnlyForStaff?: boolean;
  group?: string;
}

/** The entries a member of staff sees: admins all, employees those their role can use. */
export const menuFor = (entries: readonly MenuEntry[], admin: boolean): MenuEntry[] =>
  entries.filter((e) => admin || (!e.adminOnly && !e.readOnlyForStaff));

/** Below antd's `lg` breakpoint (992 px): phones and small tablets get the menu in a drawer. */
const NARROW = '(max-width: 991.98px)';

/** Read synchronously on the first render, so a phone never flashes the desktop side menu. */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return narrow;
}

/**
 * Side menu of the areas that exist (no dead links); employees see only what their role can use. On a phone or small
 * tablet a 'Menü' button in the header opens the same menu in a drawer (scrollable, closed by the mask,
 * Escape or its close button); choosing an entry navigates and closes it.
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
  const narrow = useNarrow();
  const [open, setOpen] = useState(false);
  const visible = menuFor(entries, isAdmin(me));
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
              setOpen(false);
            }}
          >
            {e.label}
          </a>
        ),
      }));
      return group ? [{ type: 'group' as const, key: group, label: group, children }] : children;
    },
  );
  const nav = (
    <nav aria-label="Backoffice" id="bo-nav">
      <Menu mode="inline" selectedKeys={[active]} items={items} />
    </nav>
  );
  return (
    <Layout className="bo-layout">
      {!narrow && (
        <Layout.Sider width={220} theme="light" className="bo-sider">
          <div className="bo-brand">Backoffice</div>
          {nav}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="bo-header">
          {narrow && (
            <Button
              className="bo-menu-button"
              aria-controls="bo-nav"
              aria-expanded={open}
              onClick={() => setOpen((o) => !o)}
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
      {narrow && (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          placement="left"
          size={300}
          title="Backoffice"
          rootClassName="bo-nav-drawer"
          // Closed: out of the page, so neither the keyboard nor a screen reader lands in it.
          destroyOnHidden
        >
          {nav}
        </Drawer>
      )}
    </Layout>
  );
}

// Pages load their code on first use (issue 17: the first screen stays under its budget). While a page's
// chunk loads, the layout stays and the page area says so in German; a chunk that fails to load (an old
// tab after a deploy, a dropped connection) offers a reload instead of a blank screen.
import { Alert, Button, Spin } from 'antd';
import { Component, lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';

export function PageLoading() {
  return (
    <div className="bo-page-loading" role="status">
      <Spin />
      <span>Seite wird geladen …</span>
    </div>
  );
}

class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        type="warning"
        showIcon
        title="Diese Seite konnte nicht geladen werden."
        action={
          <Button type="primary" onClick={() => window.location.reload()}>
            Neu laden
          </Button>
        }
      />
    );
  }
}

const LOADERS = new WeakMap<object, () => Promise<unknown>>();

/** A page component whose code is fetched on its first render, with the German loading state meanwhile. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const once = () => (loading ??= load());
  const Lazy = lazy(async () => ({ default: await once() })) as unknown as ComponentType<P>;
  function LazyPage(props: P) {
    return (
      <ChunkBoundary>
        <Suspense fallback={<PageLoading />}>
          <Lazy {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  LOADERS.set(LazyPage, once);
  return LazyPage;
}

/** Starts fetching a lazy page's code without rendering it; any other element is left alone. */
export function preloadPage(page: ReactElement | undefined): void {
  const load = page && typeof page.type === 'function' ? LOADERS.get(page.type) : undefined;
  load?.().catch(() => undefined);
}

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, prepareRoute, preloadRoute } from './router';
import { preloadInit } from './shared/api/init';
import './shared/ui/base.css';
// In the entry, not the layout's chunk: the server's loading shell may show the cookie banner (issue 17).
import './storefront/consent/consent.css';

/** Resolves in a task of its own: a MessageChannel message, which no timer clamp delays. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// Start loading this path's route chunks and the shop data in parallel. The shop data (its request started
// by the loader, usually answered by now) is parsed in a later task than the one running this module: both
// in one were the longest task of a page's load in Lighthouse's traces (issue 17, TBT).
const { pathname } = window.location;
preloadRoute(pathname);
const initReady = nextTask().then(preloadInit);
// What the path's routes do before the first render (a branch page's cart; router.tsx `prepare`); whatever
// fails there, the page renders and does it itself (a failed request shows the layout's error and a retry).
const ready = prepareRoute(pathname, initReady).catch(() => undefined);

// The first render waits for the shop data (the server's loading shell stays meanwhile), so it has all the
// page shows and runs as one transition: React renders it in slices and yields to the browser between them
// (issue 17, Lighthouse's TBT). Rendered before the data, the page showed a spinner first and the data's
// arrival re-rendered it in one blocking task (the shop data's store updates are synchronous), 459 ms on
// Lighthouse's checkout. A failed request renders too: the layout shows the error and a retry.
const root = createRoot(document.getElementById('root')!);
void ready.then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    );
  }),
);

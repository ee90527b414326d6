import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadRoute } from './router';
import { preloadInit } from './shared/api/init';
import './shared/ui/base.css';
// In the entry, not the layout's chunk: the server's loading shell may show the cookie banner (issue 17).
import './storefront/consent/consent.css';

// Start loading the shop data and this path's route chunks in parallel.
const initReady = preloadInit().catch(() => undefined);
preloadRoute(window.location.pathname);

// The first render waits for the shop data (the server's loading shell stays meanwhile), so it has all the
// page shows and runs as one transition: React renders it in slices and yields to the browser between them
// (issue 17, Lighthouse's TBT). Rendered before the data, the page showed a spinner first and the data's
// arrival re-rendered it in one blocking task (the shop data's store updates are synchronous), 459 ms on
// Lighthouse's checkout. A failed request renders too: the layout shows the error and a retry.
const root = createRoot(document.getElementById('root')!);
void initReady.then(() =>
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

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './shared/ui/AppProviders';
import { AppRoutes, preloadRoute } from './router';
import { preloadInit } from './shared/api/init';
import './shared/ui/base.css';
// In the entry, not the layout's chunk: the server's loading shell may show the cookie banner (issue 17).
import './storefront/consent/consent.css';

// Start loading the shop data and this path's route chunks in parallel.
preloadInit().catch(() => undefined);
preloadRoute(window.location.pathname);

// The first render as a transition: React renders the page in slices and yields to the browser between
// them, instead of one long task that blocks input on a slow phone (issue 17, Lighthouse's TBT). Until it
// commits, the server's loading shell stays in the root.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});

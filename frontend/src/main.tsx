import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './shared/ui/AppProviders';
import { AppRoutes, preloadRoute } from './router';
import { preloadInit } from './shared/api/init';
import './shared/ui/base.css';

// Start loading the shop data and this path's route chunks in parallel.
preloadInit().catch(() => undefined);
preloadRoute(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);

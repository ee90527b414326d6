import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './shared/ui/AppProviders';
import { router } from './router';
import { preloadInit } from './shared/api/init';
import './shared/ui/base.css';

// Start loading the shop data in parallel with the route chunks.
preloadInit().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

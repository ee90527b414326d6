import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * TanStack Query around the trees that use it: the back office and frontdesk, the kiosk, the development
 * payment page. Not around the storefront, which reads through `Remote`s and so never loads it (issue 17).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

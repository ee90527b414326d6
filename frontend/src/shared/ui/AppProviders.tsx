import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import type { ReactNode } from 'react';
import { queryClient } from '../api/query-client';

dayjs.locale('de');

/**
 * Server state (TanStack Query) around the whole app. No antd here: the storefront ships its own light
 * components (issue 17 item 2); the back office gets antd's ConfigProvider from AntdProviders.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

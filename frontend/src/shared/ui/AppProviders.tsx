import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import de_DE from 'antd/locale/de_DE';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import type { ReactNode } from 'react';
import { useInit } from '../api/init';
import { queryClient } from '../api/query-client';
import { antdTheme } from './theme';

dayjs.locale('de');

/** antd in German with the shop's theme colours and border radius from the config (spec 9). */
function ThemedAntd({ children }: { children: ReactNode }) {
  const { data } = useInit();
  return (
    <ConfigProvider locale={de_DE} theme={antdTheme(data?.config)}>
      {children}
    </ConfigProvider>
  );
}

/** Server state (TanStack Query) and the themed antd around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedAntd>{children}</ThemedAntd>
    </QueryClientProvider>
  );
}

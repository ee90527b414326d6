// Testing Library with the app's query client around every render (the "custom render" of the
// Testing Library docs): components read server state through TanStack Query as in the app.
// antd's CSS-in-JS styles are generated but not put into the test DOM ('server' mode): with them,
// every getComputedStyle (Testing Library's role and visibility checks, rc-components' measuring)
// matched thousands of antd rules through jsdom's selector engine, most of the suite's CPU time.
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  render as rtlRender,
  renderHook as rtlRenderHook,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { queryClient } from '../shared/api/query-client';

export * from '@testing-library/react';

function Providers({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StyleProvider>
  );
}

export const render = (ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) =>
  rtlRender(ui, { wrapper: Providers, ...options });

export const renderHook = <Result, Props>(
  hook: (props: Props) => Result,
  options?: Omit<RenderHookOptions<Props>, 'wrapper'>,
) => rtlRenderHook(hook, { wrapper: Providers, ...options });

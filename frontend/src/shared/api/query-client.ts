// The one TanStack Query client of the app. Reads fail fast with the server's German message (the
// screens offer "Erneut versuchen"), so no automatic retries; requests go out even when the browser
// reports offline, so the offline message comes from the failed fetch as before.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

// Each test starts with an empty query cache (the app keeps one client for its whole life).
import { afterEach } from '@jest/globals';
import { queryClient } from '../shared/api/query-client';

afterEach(() => {
  queryClient.clear();
});

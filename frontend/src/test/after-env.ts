// Each test starts with an empty query cache and empty storefront reads (the app keeps both for its life).
import { afterEach } from '@jest/globals';
import { queryClient } from '../shared/api/query-client';
import { resetRemotes } from '../shared/api/remote';

afterEach(() => {
  queryClient.clear();
  resetRemotes();
});

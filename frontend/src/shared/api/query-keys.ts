// Query keys, one family per REST resource: invalidating a prefix (e.g. ['resources', 'branches'])
// reaches the list, its select options and every item of that resource.
export const queryKeys = {
  init: ['init'] as const,
  /** GET /api/config as staff see it (back office); `publicConfig` is the frontdesk's read. */
  config: ['config'] as const,
  publicConfig: ['config', 'public'] as const,
  resourceList: (key: string) => ['resources', key] as const,
  resourceItem: (key: string, id: string) => ['resources', key, 'item', id] as const,
  /** Media (issue 14): the library shares the resource family, so a resource invalidation reaches it. */
  images: ['resources', 'images'] as const,
  image: (id: string) => ['resources', 'images', 'item', id] as const,
  imageTemplates: ['resources', 'image-templates'] as const,
  imageTemplatePreview: (body: object) => ['resources', 'image-templates', 'preview', body] as const,
  uploads: ['resources', 'uploads'] as const,
  fonts: ['fonts'] as const,
  printer: (branchId: string) => ['resources', 'branches', 'printer', branchId] as const,
  orders: ['orders'] as const,
  currentOrders: ['orders', 'current'] as const,
  orderHistories: ['orders', 'history'] as const,
  orderHistory: (filter: object) => ['orders', 'history', filter] as const,
  order: (id: string) => ['orders', 'item', id] as const,
  frontdeskOrders: (branchId: string, apiKey: string) => ['orders', 'frontdesk', branchId, apiKey] as const,
};

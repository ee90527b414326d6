// Query keys, all of them, one family per REST resource: invalidating a prefix (e.g. ['resources',
// 'branches']) reaches the list, its select options and every item of that resource. Families under
// 'resources' are reached by a resource invalidation of the same path. The storefront's Remotes (shop
// data, the status page's order) name their own keys, so no first-load route carries this file.
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
  /** Staff area (issue 18). */
  staff: {
    shifts: (branchId: string, from: string, to: string) =>
      ['resources', 'working-schedules', branchId, from, to] as const,
    allShifts: ['resources', 'working-schedules'] as const,
    allActivities: ['resources', 'working-activities'] as const,
    activities: (branchId: string, from: string, to: string, userId = '') =>
      ['resources', 'working-activities', branchId, from, to, userId] as const,
    balances: ['resources', 'holiday-balances'] as const,
    workContracts: ['resources', 'work-contracts'] as const,
    users: ['resources', 'users'] as const,
  },
  quotes: {
    list: ['quotes'] as const,
    one: (orderId: string) => ['quotes', orderId] as const,
  },
  customers: {
    all: ['customers'] as const,
    list: (search: string, page: number) => ['customers', 'list', search, page] as const,
    orders: (id: string) => ['customers', 'orders', id] as const,
    search: (term: string) => ['customers', 'search', term] as const,
  },
  capacity: {
    all: ['capacity'] as const,
    rules: (branchId: string) => ['capacity', 'rules', branchId] as const,
    settings: (branchId: string) => ['capacity', 'settings', branchId] as const,
    slots: (branchId: string, orderType: string, date: string) =>
      ['capacity', 'slots', branchId, orderType, date] as const,
  },
  statistics: {
    all: ['statistics'] as const,
    one: (name: string | null, from: string, to: string, grain: string, branch: string | null) =>
      ['statistics', name, from, to, grain, branch] as const,
  },
  production: {
    list: (date: string, branch: string | null) => ['production-lists', date, branch] as const,
    standing: (branchId: string) => ['standing-orders', branchId] as const,
    parLevels: (branchId: string) => ['par-levels', branchId] as const,
  },
  logs: {
    list: (filter: object) => ['logs', 'list', filter] as const,
    item: (id: string | null) => ['logs', 'item', id] as const,
  },
  partners: {
    all: ['external-users'] as const,
    list: ['external-users', 'list'] as const,
    item: (id: string) => ['external-users', 'item', id] as const,
    webhooks: (userId: string) => ['external-users', 'webhooks', userId] as const,
    deliveries: (endpointId: string | null, page: number) =>
      ['external-users', 'deliveries', endpointId, page] as const,
  },
  setupChecklist: ['setup', 'checklist'] as const,
  /** The first admin's one-time setup link (issue 37). */
  setupLink: (token: string) => ['setup', 'link', token] as const,
  signageMenuBoard: (query: object) => ['signage-menu-board', query] as const,
  kioskDevice: (deviceId: string) => ['kiosk-device', deviceId] as const,
  devPayment: (reference: string) => ['dev-payment', reference] as const,
  /** The phone-order dialog's reads (frontdesk). */
  counterMe: ['counter', 'me'] as const,
  phoneSlots: (branchId: string | undefined, orderType: string, day: string) =>
    ['slots', branchId, orderType, day] as const,
};

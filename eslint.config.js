import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

// Backend layers, bottom to top (backend/README.md): a folder may import its own files, domain/, and the
// public index.ts of a folder in a LOWER layer; never a peer, never upwards. `app` is backend/src/*.ts
// (main, app.module, entities, worker-api); `workers` is the worker process in workers/src.
const LAYERS = [
  ['common', 'config'],
  ['database', 'redis', 'mail', 'storage'],
  ['limits'],
  // The audit log (issue 21) is written in the same transaction as the change, by crud and auth alike.
  ['audit'],
  ['users'],
  ['auth'],
  ['crud'],
  ['outbox'],
  // Slot capacity (issue 21) is read by the order statement, so it sits below orders.
  ['catalog', 'media', 'settings', 'uploads', 'capacity'],
  ['icons'],
  ['orders'],
  ['payments'],
  ['realtime', 'jobs'],
  ['devices', 'content'],
  // Staff (issue 18) imports devices (time-clock tokens) and is imported only by the app; signage (19),
  // insights (20) and counter (21) are feature areas of the same kind.
  // kiosk, quotes and partners (external users, API tokens, webhooks: issues 21, 22) likewise, and the
  // bakehouse lists (issue 42), which read orders and the catalogue.
  ['staff', 'signage', 'insights', 'counter', 'kiosk', 'quotes', 'partners', 'setup', 'production'],
  ['resources', 'seed', 'health', 'admin'],
  ['init'],
  ['app'],
  ['workers'],
];
const below = (i) => LAYERS.slice(0, i).flat();
const boundaryPolicies = LAYERS.flatMap((layer, i) =>
  layer.map((type) => ({
    from: { element: { type } },
    allow: {
      to: {
        element: [{ type }, { type: 'domain' }, { types: { anyOf: below(i) }, fileInternalPath: 'index.ts' }],
      },
    },
  })),
);
// The worker process reaches the backend through one file (package export '@bestell/backend/worker-api').
boundaryPolicies.push({
  from: { element: { type: 'workers' } },
  allow: { to: { file: { categories: 'worker-api' } } },
});
// The app files on top (backend/src/*.ts) import each other and any folder's index.ts.
boundaryPolicies.push({
  from: { file: { categories: ['app', 'worker-api'] } },
  allow: { to: [{ element: { fileInternalPath: 'index.ts' } }, { file: { categories: ['app', 'worker-api'] } }] },
});

// Frontend apps (issue 38 item 6): each imports its own files and shared/ (the cart, menu, shop UI, site
// renderer they have in common), never another app; router.tsx and main.tsx on top import the apps.
const FRONTEND_APPS = ['backoffice', 'kiosk', 'signage', 'timeclock', 'storefront'];
const FRONTEND_COMMON = [{ type: 'fe-shared' }, { type: 'fe-test' }, { type: 'domain' }];
const frontendPolicies = [
  ...FRONTEND_APPS.map((type) => ({
    from: { element: { type } },
    allow: { to: { element: [{ type }, ...FRONTEND_COMMON] } },
  })),
  { from: { element: { type: 'fe-shared' } }, allow: { to: { element: FRONTEND_COMMON } } },
  { from: { element: { type: 'fe-test' } }, allow: { to: { element: FRONTEND_COMMON } } },
  {
    from: { file: { categories: ['fe-root', 'fe-router'] } },
    allow: { to: [{ element: { type: '*' } }, { file: { categories: ['fe-root', 'fe-router'] } }] },
  },
  // The route table is the one place that says which paths are self-service (kiosk): the shop layout asks it.
  { from: { element: { type: 'storefront' } }, allow: { to: { file: { categories: 'fe-router' } } } },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'var/**', 'test/e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      // Only the config module may read the environment (issue 2 item 2).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through AppConfig.' },
      ],
    },
  },
  {
    // Issue 13: feature folders import each other only downwards and only through index.ts.
    files: ['backend/src/**/*.ts', 'workers/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { project: ['backend/tsconfig.json', 'workers/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
      'boundaries/elements': [
        { type: 'domain', pattern: 'domain/src' },
        { type: 'workers', pattern: 'workers/src' },
        ...LAYERS.flat()
          .filter((type) => type !== 'app' && type !== 'workers')
          .map((type) => ({ type, pattern: `backend/src/${type}` })),
      ],
      // backend/src/*.ts (main, app.module, entities, worker-api) is the app: element descriptors match
      // folders only, so the root files are classified as files; no feature folder may import them.
      'boundaries/files': [
        { category: 'worker-api', pattern: 'backend/src/worker-api.ts' },
        { category: 'app', pattern: 'backend/src/*.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }],
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
  {
    files: ['frontend/src/**/*.ts', 'frontend/src/**/*.tsx'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: ['frontend/tsconfig.json'] } },
      'boundaries/elements': [
        // @bestell/domain resolves to the workspace package (domain/dist or domain/src).
        { type: 'domain', pattern: 'domain' },
        { type: 'fe-shared', pattern: 'frontend/src/shared' },
        { type: 'fe-test', pattern: 'frontend/src/test' },
        ...FRONTEND_APPS.map((type) => ({ type, pattern: `frontend/src/${type}` })),
      ],
      // main.tsx and router.tsx: the entry and the route table, the only files that import the apps.
      'boundaries/files': [
        { category: 'fe-router', pattern: 'frontend/src/router.tsx' },
        { category: 'fe-root', pattern: 'frontend/src/*.{ts,tsx}' },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: frontendPolicies }],
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
  {
    files: [
      'backend/src/config/app-config.ts',
      'backend/test/**',
      'test/**',
      '**/*.spec.ts',
      'jest.config.mjs',
      'eslint.config.js',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);

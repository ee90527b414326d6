// Jest runs in ESM mode (NestJS 12 is ESM-only); @swc/jest keeps decorator metadata for Nest and TypeORM.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'es6' },
  },
];
const common = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@bestell/domain$': '<rootDir>/../domain/src/index.ts',
    // Server-only entry (date-holidays is too big for the browser bundle, issue 18).
    '^@bestell/domain/public-holidays$': '<rootDir>/../domain/src/staff/public-holidays.ts',
    // The worker process imports the backend as a package; tests use the same source files as the API.
    '^@bestell/backend/worker-api$': '<rootDir>/../backend/src/worker-api.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // libphonenumber-js's ES build imports its metadata JSON without an import attribute, which Jest's ESM
    // mode warns about on every import (hundreds of lines per run); its CommonJS build is the same code.
    '^libphonenumber-js/min$': '<rootDir>/../node_modules/libphonenumber-js/min/index.cjs',
  },
  testEnvironment: 'node',
};

export default {
  // Global only: Jest ignores testTimeout inside a project. Integration tests boot real databases.
  testTimeout: 60000,
  // ESM mode keeps every test file's module graph alive in its worker: a worker grew past 4 GB over the
  // backend suite and ran ever slower (533 s). Recycled above 1.5 GB the same suite takes 303 s.
  workerIdleMemoryLimit: '1500MB',
  projects: [
    {
      ...common,
      displayName: 'domain',
      rootDir: 'domain',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'backend',
      rootDir: 'backend',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
    },
  ],
  collectCoverageFrom: [
    '<rootDir>/domain/src/**/*.ts',
    '!<rootDir>/domain/src/**/*.spec.ts',
    '!<rootDir>/domain/src/index.ts',
  ],
  coverageReporters: ['text-summary', 'text'],
  coverageThreshold: { './domain/src/': { lines: 95 } },
};

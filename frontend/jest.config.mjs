// Frontend tests: jsdom + @swc/jest (TSX, React automatic runtime), ESM like the root projects.
// Run: NODE_OPTIONS=--experimental-vm-modules npx jest -c frontend/jest.config.mjs
export default {
  displayName: 'frontend',
  rootDir: '.',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  setupFiles: ['<rootDir>/jest.setup.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/after-env.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'es6' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/'],
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/src/test/style-mock.ts',
    '^@bestell/domain$': '<rootDir>/../domain/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // libphonenumber-js's ES build imports its metadata JSON without an import attribute, which Jest's ESM
    // mode warns about on every import (hundreds of lines per run); its CommonJS build is the same code.
    '^libphonenumber-js/min$': '<rootDir>/../node_modules/libphonenumber-js/min/index.cjs',
  },
  testTimeout: 20000,
};

/**
 * Client unit tests (`npm run test:unit -w client`): Jest in ESM mode (NODE_OPTIONS=--experimental-vm-modules)
 * with @swc/jest, jsdom by default (a test needing Node's fetch declares `@jest-environment node`).
 * `@civic/contracts` maps to its TypeScript source, like Vite's alias.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: '<rootDir>/test/jsdom-environment.js',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  setupFiles: ['<rootDir>/test/setup-globals.js', '<rootDir>/test/setup-i18n.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '^@civic/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': '<rootDir>/test/style-stub.js',
  },
  // react-leaflet and its core ship ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(react-leaflet|@react-leaflet)/)'],
  testEnvironmentOptions: { url: 'http://localhost/' },
};

// jest for unit and component tests (`dom`, `node`) and for browser tests against the built site (`e2e`).
// Setup follows Gatsby's "Unit Testing" guide (examples/using-jest).
const os = require('node:os')
const path = require('node:path')

// The tests' new embedded databases start from a migrated copy made once per PGlite version and
// set of migrations (server/db/client.ts, migratedTemplate; issue #20). Set here, before jest
// starts its workers, so that they and the servers the tests start as processes inherit it.
process.env.PGLITE_TEMPLATE_DIR ??= path.join(os.tmpdir(), 'szkola-pglite-templates')

const shared = {
  transform: {
    'node_modules/@electric-sql/.+\\.c?js$': '<rootDir>/jest/dynamic-import-to-require.js',
    '^.+\\.[jt]sx?$': '<rootDir>/jest/preprocess.js',
  },
  // Transformed although in node_modules: ES-module-only packages the server pulls in (Node runs
  // them through require(esm); jest cannot), wherever npm nests them, and PGlite (see
  // jest/dynamic-import-to-require.js).
  transformIgnorePatterns: [
    'node_modules/(?!(gatsby|gatsby-script|gatsby-link|content-disposition|cookie|@electric-sql)/)(?!.*node_modules/(content-disposition|cookie)/)',
  ],
  moduleNameMapper: {
    // marked ships ES modules and a UMD build; jest (CommonJS here) takes the UMD build.
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
    // jsdom 29 (the sanitizer's DOM on Node) requires ES-module-only packages, which jest cannot
    // load; jest takes jest-environment-jsdom's CommonJS jsdom 20. The build and the server's check
    // worker run outside jest, on jsdom 29 (e2e/hostile-content.test.ts).
    '^jsdom$': '<rootDir>/node_modules/jest-environment-jsdom/node_modules/jsdom',
    '.+\\.module\\.css$': '<rootDir>/jest/css-module-proxy.js',
    '.+\\.(css|styl|less|sass|scss)$': 'identity-obj-proxy',
    '.+\\.(jpg|jpeg|png|gif|svg|webp|avif)$': '<rootDir>/jest/file-mock.js',
  },
  globals: { __PATH_PREFIX__: '' },
}

module.exports = {
  // The embedded database (PGlite, PostgreSQL in WebAssembly) takes seconds to start, and more
  // on a busy 2-core machine (a build beside the tests).
  testTimeout: 60_000,
  projects: [
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testEnvironmentOptions: { url: 'http://localhost/' },
      testMatch: [
        '<rootDir>/__tests__/{components,pages,templates,hooks,state,staff}/**/*.test.[jt]s?(x)',
      ],
      setupFiles: ['<rootDir>/jest/loadershim.js'],
      setupFilesAfterEnv: ['<rootDir>/jest/setup-dom.ts'],
    },
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/__tests__/{domain,forms,server,gatsby,content,deploy}/**/*.test.[jt]s?(x)',
      ],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.test.[jt]s?(x)'],
      slowTestThreshold: 60,
    },
  ],
}

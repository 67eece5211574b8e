// API tests: unit specs and *.integration-spec.ts over HTTP against a real database
// (in-memory SQLite by default, MySQL/MariaDB when DATABASE_URL=mysql://… is set).
module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
  rootDir: __dirname,
  testTimeout: 30000,
  // One worker (the suites share MariaDB and Redis), restarted once it holds this much: a single
  // process for all suites grew past Node's heap limit (each suite boots the whole app).
  maxWorkers: 1,
  workerIdleMemoryLimit: '1GB',
  // openid-client and the tests' identity provider (oidc-provider) ship only as ES modules: SWC turns
  // them and their ES-module dependencies into CommonJS like our own files.
  transformIgnorePatterns: [
    '/node_modules/(?!(openid-client|oauth4webapi|jose|oidc-provider|koa|@koa|quick-lru|nanoid|eta)/)',
  ],
};

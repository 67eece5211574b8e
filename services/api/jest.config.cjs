// API tests: unit specs and *.integration-spec.ts over HTTP against a real database
// (in-memory SQLite by default, MySQL/MariaDB when DATABASE_URL=mysql://… is set).
module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
  rootDir: __dirname,
  testTimeout: 30000,
};

// The same program version and date the build injects (libs/webpack-federation DefinePlugin).
// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling run by Node, never bundled
const { programVersion } = require('../../libs/webpack-federation/src/federated-app-config.cjs');

const { version, releaseDate } = programVersion();

module.exports = {
  displayName: 'shell',
  preset: '../../jest.preset.cjs',
  testEnvironment: '<rootDir>/../../libs/api-client/testing/jsdom-with-fetch.cjs',
  setupFiles: ['<rootDir>/../../libs/ui/testing/jsdom-setup.cjs'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../../libs/ui/testing/style-stub.cjs' },
  globals: { __PROGRAM_VERSION__: version, __PROGRAM_DATE__: releaseDate },
};

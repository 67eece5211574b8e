module.exports = {
  displayName: 'cards',
  preset: '../../jest.preset.cjs',
  testEnvironment: '<rootDir>/../../libs/api-client/testing/jsdom-with-fetch.cjs',
  setupFiles: ['<rootDir>/../../libs/ui/testing/jsdom-setup.cjs'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../../libs/ui/testing/style-stub.cjs' },
};

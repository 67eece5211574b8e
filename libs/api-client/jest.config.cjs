module.exports = {
  displayName: 'api-client',
  preset: '../../jest.preset.cjs',
  testEnvironment: '<rootDir>/testing/jsdom-with-fetch.cjs',
};

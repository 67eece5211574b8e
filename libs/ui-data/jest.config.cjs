module.exports = {
  displayName: 'ui-data',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../ui/testing/jsdom-setup.cjs'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../ui/testing/style-stub.cjs' },
};

module.exports = {
  displayName: 'ui',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/testing/jsdom-setup.cjs'],
  moduleNameMapper: { '\\.css$': '<rootDir>/testing/style-stub.cjs' },
};

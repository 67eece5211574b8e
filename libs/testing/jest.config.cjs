module.exports = {
  displayName: 'testing',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};

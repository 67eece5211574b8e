module.exports = {
  displayName: 'tools',
  preset: '../jest.preset.cjs',
  testEnvironment: 'node',
  // The typecheck of the generated files builds TypeScript programs of the API and a remote.
  testTimeout: 240_000,
};

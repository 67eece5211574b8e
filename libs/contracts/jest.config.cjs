module.exports = {
  displayName: 'contracts',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
};

module.exports = {
  displayName: 'rules',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
};

module.exports = {
  displayName: 'texts',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
};

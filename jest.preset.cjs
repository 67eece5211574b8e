// One jest setup for every project: SWC transpiles TS/TSX (with decorator metadata for NestJS),
// tsconfig paths map @lernstapel/* to the libraries' sources.
const path = require('path');
const { compilerOptions } = require('./tsconfig.base.json');

module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  moduleNameMapper: Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
      `^${alias.replace(/\*$/, '(.*)')}$`,
      path.join(__dirname, target.replace(/\*$/, '$1')),
    ]),
  ),
  testMatch: ['**/?(*.)+(spec|test|integration-spec).[jt]s?(x)'],
};

// Production bundle of the API: dist/services/api/main.js (target node, node_modules stay external).
// Entities and migrations are imported explicitly, so nothing depends on file globs after bundling.
const { join } = require('node:path');
const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');

// Lets `webpack-cli build --config services/api/webpack.config.cjs` also run outside an Nx task.
process.env.NX_TASK_TARGET_PROJECT ??= 'api';
process.env.NX_TASK_TARGET_TARGET ??= 'build';

module.exports = {
  output: {
    path: join(__dirname, '../../dist/services/api'),
    clean: true,
  },
  plugins: [
    new NxAppWebpackPlugin({
      target: 'node',
      compiler: 'tsc',
      main: './src/main.ts',
      tsConfig: './tsconfig.app.json',
      outputHashing: 'none',
      generatePackageJson: false,
      optimization: false,
      sourceMap: true,
    }),
  ],
};

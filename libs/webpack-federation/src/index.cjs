module.exports = {
  ...require('./federated-app-config.cjs'),
  ...require('./shared-modules.cjs'),
  ...require('./precompress.cjs'),
};

const { createConfig } = require('../config/webpack.mf');

module.exports = createConfig({ dir: __dirname, name: 'shell', port: 3100 });

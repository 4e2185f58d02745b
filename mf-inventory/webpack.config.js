const { createConfig } = require('../config/webpack.mf');

module.exports = createConfig({
  dir: __dirname,
  name: 'inventory',
  port: 3102,
  pages: require('./src/pages.json'),
});

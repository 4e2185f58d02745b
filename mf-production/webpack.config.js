const { createConfig } = require('../config/webpack.mf');

module.exports = createConfig({
  dir: __dirname,
  name: 'production',
  port: 3103,
  pages: require('./src/pages.json'),
});

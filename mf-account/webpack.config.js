const { createConfig } = require('../config/webpack.mf');

module.exports = createConfig({
  dir: __dirname,
  name: 'account',
  port: 3105,
  pages: require('./src/pages.json'),
});

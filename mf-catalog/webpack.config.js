const { createConfig } = require('../config/webpack.mf');

module.exports = createConfig({
  dir: __dirname,
  name: 'catalog',
  port: 3101,
  pages: require('./src/pages.json'),
});

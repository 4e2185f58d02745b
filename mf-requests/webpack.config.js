const { createConfig } = require('../config/webpack.mf');

module.exports = createConfig({
  dir: __dirname,
  name: 'requests',
  port: 3104,
  pages: require('./src/pages.json'),
});

const { createConfig } = require('../config/webpack.mf');

module.exports = createConfig({
  dir: __dirname,
  name: 'account',
  port: 3105,
  exposes: {
    './EditUserPage': './src/pages/edit-user-page.tsx',
    './ChangePasswordPage': './src/pages/change-password-page.tsx',
    './ResetPasswordPage': './src/pages/reset-password-page.tsx',
  },
});

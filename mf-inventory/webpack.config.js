const { createConfig } = require('../config/webpack.mf');

module.exports = createConfig({
  dir: __dirname,
  name: 'inventory',
  port: 3102,
  exposes: {
    './UserProductsPage': './src/pages/user-products-page.tsx',
    './CreateProductPage': './src/pages/create-product-page.tsx',
    './UploadPage': './src/pages/upload-page.tsx',
    './ProductDetailPage': './src/pages/product-detail-page.tsx',
    './UserBranchOfficesPage': './src/pages/user-branch-offices-page.tsx',
    './CreateBranchOfficePage': './src/pages/create-branch-office-page.tsx',
    './MapPage': './src/pages/map-page.tsx',
  },
});

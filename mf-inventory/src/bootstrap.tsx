import { mountDevHarness } from '@agrocadena/shared-ui';
import UserProductsPage from './pages/user-products-page';
import CreateProductPage from './pages/create-product-page';
import UploadPage from './pages/upload-page';
import ProductDetailPage from './pages/product-detail-page';
import UserBranchOfficesPage from './pages/user-branch-offices-page';
import CreateBranchOfficePage from './pages/create-branch-office-page';
import MapPage from './pages/map-page';

// Every page webpack.config.js exposes, served alone with a login against the API.
mountDevHarness('mf-inventory', [
  { path: '/userProducts', label: 'userProducts', component: UserProductsPage },
  { path: '/createProduct', label: 'createProduct', component: CreateProductPage },
  { path: '/upload', label: 'upload', component: UploadPage },
  { path: '/products/:productId', label: 'product', component: ProductDetailPage },
  { path: '/userBranchOffices', label: 'userBranchOffices', component: UserBranchOfficesPage },
  { path: '/createBranchOffice', label: 'createBranchOffice', component: CreateBranchOfficePage },
  { path: '/map', label: 'map', component: MapPage },
]);

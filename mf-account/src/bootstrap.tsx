import { mountDevHarness } from '@agrocadena/shared-ui';
import EditUserPage from './pages/edit-user-page';
import ChangePasswordPage from './pages/change-password-page';
import ResetPasswordPage from './pages/reset-password-page';

mountDevHarness('mf-account', [
  { path: '/editUser', label: 'editUser', component: EditUserPage },
  { path: '/changePassword', label: 'changePassword', component: ChangePasswordPage },
  { path: '/reset-password/:token', label: 'reset-password', component: ResetPasswordPage, public: true },
]);

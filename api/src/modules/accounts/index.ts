import { defineModule } from '../api-module';
import { authHandlers } from './auth-routes';
import { usersHandlers } from './user-routes';
import { authMessages } from './messages';

export default defineModule({
  name: 'accounts',
  routes: (r, options) => {
    authHandlers(r, options);
    usersHandlers(r, options);
  },
  messages: authMessages,
});

import { defineModule } from '../api-module';
import { contactsHandlers } from './routes';

export default defineModule({ name: 'contacts', routes: contactsHandlers });

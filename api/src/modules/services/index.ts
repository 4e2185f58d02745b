import { defineModule } from '../api-module';
import { servicesHandlers } from './routes';
import { servicesMessages } from './messages';

export default defineModule({ name: 'services', routes: servicesHandlers, messages: servicesMessages });

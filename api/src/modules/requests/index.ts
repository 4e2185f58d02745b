import { defineModule } from '../api-module';
import { requestsHandlers } from './routes';
import { requestsMessages } from './messages';

export default defineModule({ name: 'requests', routes: requestsHandlers, messages: requestsMessages });

import { defineModule } from '../api-module';
import { executionsHandlers } from './routes';
import { executionsMessages } from './messages';

export default defineModule({ name: 'executions', routes: executionsHandlers, messages: executionsMessages });

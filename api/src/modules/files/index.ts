import { defineModule } from '../api-module';
import { filesHandlers } from './routes';
import { filesMessages } from './messages';

export default defineModule({ name: 'files', routes: filesHandlers, messages: filesMessages });

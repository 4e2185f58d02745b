import { defineModule } from '../api-module';
import { lotsHandlers } from './routes';
import { lotsMessages } from './messages';

export default defineModule({ name: 'lots', routes: lotsHandlers, messages: lotsMessages });

import { defineModule } from '../api-module';
import { liveHandlers } from './routes';

export default defineModule({ name: 'live', routes: liveHandlers });

import { defineModule } from '../api-module';
import { healthHandlers } from './routes';

export default defineModule({ name: 'health', routes: healthHandlers });

import { defineModule } from '../api-module';
import { processesHandlers } from './routes';

export default defineModule({ name: 'processes', routes: processesHandlers });

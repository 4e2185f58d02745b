import { defineModule } from '../api-module';
import { configHandlers } from './routes';

export default defineModule({ name: 'config', routes: configHandlers });

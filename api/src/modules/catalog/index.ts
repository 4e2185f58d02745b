import { defineModule } from '../api-module';
import { catalogHandlers } from './routes';

export default defineModule({ name: 'catalog', routes: catalogHandlers });

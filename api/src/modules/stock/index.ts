import { defineModule } from '../api-module';
import { stockHandlers } from './routes';

export default defineModule({ name: 'stock', routes: stockHandlers });

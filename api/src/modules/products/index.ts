import { defineModule } from '../api-module';
import { productsHandlers } from './routes';
import { productsMessages } from './messages';

export default defineModule({ name: 'products', routes: productsHandlers, messages: productsMessages });

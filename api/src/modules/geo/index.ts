import { defineModule } from '../api-module';
import { geoHandlers } from './routes';

export default defineModule({ name: 'geo', routes: geoHandlers });

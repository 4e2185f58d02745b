import { defineModule } from '../api-module';
import { activitiesHandlers } from './routes';
import { activitiesMessages } from './messages';

export default defineModule({ name: 'activities', routes: activitiesHandlers, messages: activitiesMessages });

import { defineModule } from '../api-module';
import { branchOfficesHandlers } from './routes';
import { branchOfficesMessages } from './messages';

export default defineModule({ name: 'branch-offices', routes: branchOfficesHandlers, messages: branchOfficesMessages });

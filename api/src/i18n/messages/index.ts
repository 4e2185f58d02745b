import type { ErrorCode, SuccessCode } from '@agrocadena/contracts';
import { activitiesMessages } from './activities';
import { authMessages } from './auth';
import { branchOfficesMessages } from './branch-offices';
import type { Catalogue } from './catalogue';
import { commonMessages } from './common';
import { executionsMessages } from './executions';
import { filesMessages } from './files';
import { productsMessages } from './products';
import { requestsMessages } from './requests';
import { servicesMessages } from './services';

export { fieldLabels, validationMessages } from './validation';
export type { Catalogue, Translations } from './catalogue';

/** Every answer's message, keyed by the stable `code` the API returns or by the call's success code. */
export const messages = {
  ...commonMessages,
  ...authMessages,
  ...filesMessages,
  ...productsMessages,
  ...branchOfficesMessages,
  ...activitiesMessages,
  ...servicesMessages,
  ...executionsMessages,
  ...requestsMessages,
} satisfies Catalogue<ErrorCode | SuccessCode | 'ROUTE_NOT_FOUND'>;
export type MessageKey = keyof typeof messages;

import type { ExecutionErrorCode, SUCCESS_CODES } from '@agrocadena/contracts';
import type { Catalogue } from '../../i18n/messages/catalogue';

/** Running production: runs of activities and production orders. */
export const executionsMessages: Catalogue<(typeof SUCCESS_CODES)['executions'][number] | ExecutionErrorCode> = {
  EXECUTION_CREATED: { es: 'Actividad iniciada.', en: 'Activity started.' },
  ACTIVITY_STARTED: { es: 'Actividad iniciada.', en: 'Activity started.' },
  ACTIVITY_PAUSED: { es: 'Actividad pausada.', en: 'Activity paused.' },
  ACTIVITY_RESUMED: { es: 'Actividad reanudada.', en: 'Activity resumed.' },
  ACTIVITY_COMPLETED: { es: 'Actividad completada.', en: 'Activity completed.' },
  ACTIVITY_ABORTED: { es: 'Actividad cancelada.', en: 'Activity aborted.' },
  METADATA_SAVED: { es: 'Operación exitosa.', en: 'Successful operation.' },
  INVALID_TRANSITION: {
    es: 'No se puede {action}: la actividad está {status}.',
    en: 'Cannot {action}: the activity is {status}.',
  },
  NOT_ENOUGH_PRODUCTS: {
    es: 'No tiene productos suficientes para iniciar la actividad: {products}.',
    en: "You don't have enough of the inputs to start the activity: {products}.",
  },
};

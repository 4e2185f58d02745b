import type { ProductionErrorCode, SUCCESS_CODES } from '@agrocadena/contracts';
import type { Catalogue } from '../../i18n/messages/catalogue';

/** Activities and processes (one production domain). Typed against the domain's codes: a code without its translation does not compile. */
export const activitiesMessages: Catalogue<
  (typeof SUCCESS_CODES)['activities' | 'processes'][number] | Exclude<ProductionErrorCode, 'SERVICES_NOT_OFFERED'>
> = {
  ACTIVITY_CREATED: { es: 'Actividad creada exitosamente.', en: 'Activity created successfully.' },
  ACTIVITY_UPDATED: { es: 'Actividad actualizada.', en: 'Activity updated.' },
  ACTIVITY_DELETED: { es: 'Actividad eliminada.', en: 'Activity deleted.' },
  ACTIVITY_RETIRED: { es: 'Actividad retirada.', en: 'Activity retired.' },
  PROCESS_CREATED: { es: 'Proceso creado exitosamente.', en: 'Process created successfully.' },
  PROCESS_UPDATED: { es: 'Proceso actualizado.', en: 'Process updated.' },
  PROCESS_DELETED: { es: 'Proceso eliminado.', en: 'Process deleted.' },
  PROCESS_RETIRED: { es: 'Proceso retirado.', en: 'Process retired.' },
  ENTERPRISE_ONLY: {
    es: 'Solo las empresas definen actividades y procesos de producción.',
    en: 'Only enterprises define production activities and processes.',
  },
};

import type { ProductionErrorCode, SUCCESS_CODES } from '@agrocadena/contracts';
import type { Catalogue } from './catalogue';

/** Typed against the domain's codes: a code without its translation does not compile. */
export const activitiesMessages: Catalogue<(typeof SUCCESS_CODES)['activities'][number] | ProductionErrorCode> = {
  ACTIVITY_CREATED: { es: 'Actividad creada exitosamente.', en: 'Activity created successfully.' },
  ACTIVITY_UPDATED: { es: 'Actividad actualizada.', en: 'Activity updated.' },
  ACTIVITY_DELETED: { es: 'Actividad eliminada.', en: 'Activity deleted.' },
  ENTERPRISE_ONLY: {
    es: 'Solo las empresas definen actividades y procesos de producción.',
    en: 'Only enterprises define production activities and processes.',
  },
};

import type { SUCCESS_CODES } from '@agrocadena/contracts';
import type { Catalogue } from '../../i18n/messages/catalogue';

/** The services users offer. Typed against the domain's codes: a code without its translation does not compile. */
export const servicesMessages: Catalogue<(typeof SUCCESS_CODES)['services'][number] | 'SERVICES_NOT_OFFERED'> = {
  SERVICE_CREATED: { es: 'Servicio creado exitosamente.', en: 'Service created successfully.' },
  SERVICE_UPDATED: { es: 'Servicio actualizado.', en: 'Service updated.' },
  SERVICE_DELETED: { es: 'Servicio eliminado.', en: 'Service deleted.' },
  SERVICES_NOT_OFFERED: {
    es: 'Solo las transportadoras y las empresas ofrecen servicios.',
    en: 'Only carriers and enterprises offer services.',
  },
};

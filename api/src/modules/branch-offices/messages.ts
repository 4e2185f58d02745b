import type { SUCCESS_CODES } from '@agrocadena/contracts';
import type { Catalogue } from '../../i18n/messages/catalogue';

/** Typed against the domain's codes: a code without its translation does not compile. */
export const branchOfficesMessages: Catalogue<(typeof SUCCESS_CODES)['branchOffices'][number]> = {
  BRANCH_OFFICE_CREATED: { es: 'Sucursal creada exitosamente.', en: 'Branch office created successfully.' },
  BRANCH_OFFICE_UPDATED: { es: 'Sucursal actualizada.', en: 'Branch office updated.' },
  BRANCH_OFFICE_DELETED: { es: 'Sucursal eliminada.', en: 'Branch office deleted.' },
};

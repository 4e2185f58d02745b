import type { LotErrorCode } from '@agrocadena/contracts';
import type { Catalogue } from '../../i18n/messages/catalogue';

/** Typed against the domain's codes: a code without its translation does not compile. */
export const lotsMessages: Catalogue<LotErrorCode> = {
  LOT_EXPIRED: {
    es: 'Estos lotes ya vencieron: {lots}. Confirme que quiere usarlos de todos modos; quedará registrado.',
    en: 'These lots are past their expiry: {lots}. Confirm that you want to use them anyway; it will be recorded.',
  },
  OWNER_LOT_EXPIRED: {
    es: 'Estos lotes de su dueño ya vencieron y no quedan otros vigentes que los reemplacen: {lots}. Solo el dueño puede decidir sobre ellos; avísele para que reponga o retire la mercancía.',
    en: 'These lots of the owner are past their expiry and no fresh ones are left to replace them: {lots}. Only the owner can decide about them; let them know so they restock or withdraw the goods.',
  },
};

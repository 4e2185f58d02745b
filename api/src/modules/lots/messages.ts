import type { LotErrorCode } from '@agrocadena/contracts';
import type { Catalogue } from '../../i18n/messages/catalogue';

/** Typed against the domain's codes: a code without its translation does not compile. */
export const lotsMessages: Catalogue<LotErrorCode> = {
  LOT_EXPIRED: {
    es: 'Estos lotes ya vencieron: {lots}. Confirme que quiere usarlos de todos modos; quedará registrado.',
    en: 'These lots are past their expiry: {lots}. Confirm that you want to use them anyway; it will be recorded.',
  },
};

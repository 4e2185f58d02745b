import type { TFunction } from 'i18next';
import type { FormRuleObject } from '@agrocadena/shared-ui/forms';
import { LIMITS } from '@agrocadena/contracts/core';
import { LOT_CODE_MAX, LOT_CODE_PATTERN } from '@agrocadena/contracts/rules';

const LOT_CODE = new RegExp(LOT_CODE_PATTERN);

/** A typed lot code as it is sent: trimmed, and left out when blank (the server then makes one). */
export function lotCodeOf(text: string | null | undefined): string | undefined {
  const code = text?.trim();
  return code ? code : undefined;
}

/** A lot code the owner types (the supplier's own), checked as the contract does; blank is fine. */
export const lotCodeRule = (t: TFunction): FormRuleObject => ({
  validator: async (_, text: unknown) => {
    const code = typeof text === 'string' ? lotCodeOf(text) : undefined;
    if (!code) return;
    if (code.length > LOT_CODE_MAX) throw new Error(t('common:validation.tooLong', { max: LOT_CODE_MAX }));
    if (!LOT_CODE.test(code)) throw new Error(t('inventory:products.validation.lotCodePattern'));
  },
});

/** How many days before a lot's expiry it is marked: a whole number from 0 to the contract's limit. */
export const expiryWarningDaysRule = (t: TFunction): FormRuleObject => ({
  validator: async (_, days: unknown) => {
    if (typeof days !== 'number') return;
    if (!Number.isInteger(days) || days < 0 || days > LIMITS.expiryWarningDays)
      throw new Error(t('inventory:products.validation.expiryWarningDaysRange', { max: LIMITS.expiryWarningDays }));
  },
});

import type { TFunction } from 'i18next';
import type { FormRuleObject } from '@agrocadena/shared-ui/forms';
import { LIMITS } from '@agrocadena/contracts/core';

/** Whether a price the user gave is one the contract takes (empty is no price: the form decides). */
export const isPriceTooLow = (price: unknown) => typeof price === 'number' && price < LIMITS.priceMin;

/**
 * A price, when there is one, is above zero (the contract's minimum; the server answers a 400 on
 * `price` otherwise). Only numbers are judged: empty and unreadable input have their own rules.
 */
export const priceRule = (t: TFunction): FormRuleObject => ({
  validator: async (_, price: unknown) => {
    if (isPriceTooLow(price)) throw new Error(t('inventory:products.validation.priceAboveZero'));
  },
});

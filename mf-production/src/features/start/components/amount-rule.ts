import type { FormRule } from '@agrocadena/shared-ui/forms';
import type { TFunction } from 'i18next';
import { amountProblem } from '../rules/start-form';

/** An amount to produce above 0 (docs/domain.md#production-needs; enterTheAmount / invalidAmount). */
export const amountToProduceRule = (t: TFunction): FormRule => ({
  validator: async (_, value: unknown) => {
    const problem = amountProblem(value);
    if (problem) throw new Error(t(`common:validation.${problem}`));
  },
});

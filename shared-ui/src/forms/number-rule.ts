import type { Rule as FormRule } from '@rc-component/form';
import { i18n } from '../i18n/i18n';
import { isUnreadable, showNumber, type UnreadableNumber } from '../format/number-input';

/** Why typed text is not a number, in the current language, with an example written its way. */
export function numberProblemMessage(value: UnreadableNumber, language = i18n.language): string {
  const { unreadable, text, format, readings } = value;
  const whole = format.decimals === 0;
  const show = (n: number, decimals = format.decimals) => showNumber(n, language, { decimals });
  const params = {
    lng: language,
    text,
    example: show(format.currency ? 1_250_000 : whole ? 1250 : 1250.5),
    count: format.decimals,
    max: show(format.max),
    // A reading shows every decimal typed: "2,555 or 2.555?", not a rounded 2,56.
    first: readings ? show(readings[0], 6) : '',
    second: readings ? show(readings[1], 6) : '',
  };
  const key = unreadable === 'separators' && whole ? 'separatorsWhole' : unreadable;
  return i18n.t(`common:numbers.${key}`, params);
}

/**
 * The rule of every QuantityInput and MoneyInput: a field holding text it cannot read fails with
 * the reason, so the form is never submitted with it. It judges on blur and on submit, not at each
 * key (half-typed "1.25" on the way to "1.250" is no mistake yet); typing clears its message.
 * The Form.Item needs NUMBER_FIELD_TRIGGERS for the blur (without it, the message waits for submit).
 */
export const numberInputRule: FormRule = {
  validateTrigger: 'onBlur',
  validator: async (_, value: unknown) => {
    if (isUnreadable(value)) throw new Error(numberProblemMessage(value));
  },
};

/** The Form.Item `validateTrigger` of a number field: its other rules keep judging as one types. */
export const NUMBER_FIELD_TRIGGERS = ['onChange', 'onBlur'];

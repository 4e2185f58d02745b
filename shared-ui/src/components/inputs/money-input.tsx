import { useTranslation } from 'react-i18next';
import { currencySymbol } from '../../format/money';
import { MONEY } from '../../format/number-input';
import { NumberInput, type NumberInputProps } from './number-input';

/**
 * A pesos field for antd forms: whole pesos (COP has no cents) up to the contract's limit, read and
 * shown the language's way ("1.250.000", "1,250,000"), with the phone's number pad. Its Form.Item
 * takes numberInputRule and NUMBER_FIELD_TRIGGERS, so text it cannot read is never saved.
 */
export function MoneyInput(props: NumberInputProps) {
  const { i18n } = useTranslation();
  return <NumberInput prefix={currencySymbol(i18n.language)} {...props} format={MONEY} inputMode="numeric" />;
}

import { Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCOP, parseMoneyInput } from '../format/money';

interface Props extends Omit<InputProps, 'value' | 'onChange' | 'inputMode'> {
  /** Whole pesos, or null when empty. */
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/** Most pesos a field takes: 12 digits, the API's limit (999.999.999.999). */
const MAX_DIGITS = 12;

/**
 * A pesos field for antd forms: shows what is typed as "$ 1.250.000" while typing and hands the
 * form the whole number (only the digits), so a price never reaches the API as text.
 */
export function MoneyInput({ value, onChange, ...rest }: Props) {
  const { i18n } = useTranslation();
  const text = value === null || value === undefined ? '' : formatCOP(value, i18n.language);
  return (
    <Input
      autoComplete="off"
      {...rest}
      inputMode="numeric"
      value={text}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, MAX_DIGITS);
        onChange?.(parseMoneyInput(digits));
      }}
    />
  );
}

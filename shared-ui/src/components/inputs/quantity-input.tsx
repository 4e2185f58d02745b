import { useMemo } from 'react';
import { QUANTITY } from '../../format/number-input';
import { NumberInput, type NumberInputProps } from './number-input';

interface Props extends NumberInputProps {
  /** Takes "-" too: a stock removal. */
  negative?: boolean;
  /** Fewer decimals than the contract's hundredths, e.g. 0 where the contract wants a whole amount. */
  decimals?: number;
}

/**
 * An amount field for antd forms (kilos, litres, units): to the hundredth, never rounded, up to the
 * contract's limit, read and shown the language's way ("2,5", "2.5"), with the phone's decimal
 * keypad. Its Form.Item takes numberInputRule and NUMBER_FIELD_TRIGGERS, so text it cannot read is
 * never saved.
 */
export function QuantityInput({ negative = false, decimals = QUANTITY.decimals, ...props }: Props) {
  const format = useMemo(() => ({ ...QUANTITY, negative, decimals: Math.min(decimals, QUANTITY.decimals) }), [negative, decimals]);
  return <NumberInput {...props} format={format} inputMode="decimal" />;
}

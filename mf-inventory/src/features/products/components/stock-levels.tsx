import { useTranslation } from 'react-i18next';
import { formatAmount } from '@agrocadena/shared-ui';
import type { Product } from '@agrocadena/contracts';
import { stockLevels } from '../rules/stock-rules';

interface Props {
  product: Pick<Product, 'amount' | 'reserved' | 'unitMeasure'>;
  /** `<testId>-amount`, `-reserved`, `-available`. */
  testId?: string;
  className?: string;
}

/**
 * On hand, reserved and available side by side (docs/domain.md#reservations): what scheduled runs
 * and accepted requests set aside is never shown as free.
 */
export function StockLevels({ product, testId = 'levels', className = 'inv-levels' }: Props) {
  const { t, i18n } = useTranslation('inventory');
  const levels = stockLevels(product);
  const shown = (amount: number) => `${formatAmount(amount, i18n.language)} ${product.unitMeasure}`;
  return (
    <span className={className} title={t('products.levels.hint')} data-testid={testId}>
      {(['amount', 'reserved', 'available'] as const).map((level) => (
        <span key={level} className={`inv-level inv-level--${level}`}>
          <span className="inv-level__label">{t(`products.levels.${level === 'amount' ? 'onHand' : level}`)}</span>{' '}
          <span className="inv-level__value" data-testid={`${testId}-${level}`}>
            {shown(levels[level])}
          </span>
        </span>
      ))}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { Lot } from '@agrocadena/contracts';
import { expiryState } from '@agrocadena/contracts/rules';
import { ExpiryTag } from '../../../shared/components/expiry-tag';

/** What a recall is about: the lot's code, its product and its days. */
export function LotSummary({ lot }: { lot: Lot }) {
  const { t } = useTranslation('inventory');
  return (
    <dl className="inv-lot-summary" data-testid="lot-summary">
      <dt>{t('lots.recall.lot')}</dt>
      <dd data-testid="lot-summary-code">
        <strong>{lot.code}</strong>
      </dd>
      <dt>{t('lots.recall.product')}</dt>
      <dd data-testid="lot-summary-product">{lot.product.name}</dd>
      <dt>{t('lots.recall.entered')}</dt>
      <dd data-testid="lot-summary-entered">{lot.enteredOn}</dd>
      <dt>{t('lots.recall.expires')}</dt>
      <dd data-testid="lot-summary-expires">
        {lot.expiresOn ?? t('lots.list.noExpiry')}
        <ExpiryTag state={expiryState(lot.expiresOn, lot.expiryWarningDays)} />
      </dd>
    </dl>
  );
}

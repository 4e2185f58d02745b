import { useTranslation } from 'react-i18next';
import type { Lot } from '@agrocadena/contracts';
import { personName } from '@agrocadena/shared-ui';
import { RecordLink, requestPath, runPath } from '../../../shared/components/record-link';

/**
 * How a lot entered the stock (docs/domain.md#lots): opening stock, added by hand, made by a run
 * (linked to the run) or received from someone (linked to the request), as the ledger words it.
 */
export function LotOrigin({ lot }: { lot: Lot }) {
  const { t } = useTranslation(['inventory', 'common']);
  if (!lot.origin) return null;
  let what = t(`lots.origin.${lot.origin}`);
  let link = null;
  if (lot.origin === 'production' && lot.run) {
    what = t('lots.origin.madeBy', { activity: lot.run.activity });
    link = <RecordLink to={runPath(lot.run._id)} label={t('products.detail.seeRun')} testId="lot-run-link" />;
  } else if (lot.request && (lot.origin === 'reception' || lot.origin === 'storageReturn')) {
    const party = personName(lot.request.party) || t('common:unnamedUser');
    what = t(lot.origin === 'reception' ? 'lots.origin.receivedFrom' : 'lots.origin.backFrom', { party });
    link = <RecordLink to={requestPath(lot.request._id)} label={t('products.detail.seeRequest')} testId="lot-request-link" />;
  }
  return (
    <div className="inv-lot-origin" data-testid="lot-origin">
      <span data-testid="lot-origin-what">{what}</span>
      {link}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { TraceNode } from '@agrocadena/contracts';
import { expiryState } from '@agrocadena/contracts/rules';
import { formatAmount, Tag } from '@agrocadena/shared-ui';
import { ExpiryTag } from '../../../shared/components/expiry-tag';
import { OwnerContact } from './owner-contact';

interface Props {
  node: TraceNode;
  /** Drawn in full elsewhere in the tree: only named here. */
  repeated: boolean;
}

/**
 * One stop of a trace: a lot (code, product, days and expiry; the user's own with what is left of
 * it, another user's with who holds it and how to reach them) or a customer who got goods into no lot.
 */
export function TraceNodeCard({ node, repeated }: Props) {
  const { t, i18n } = useTranslation('inventory');
  const { lot, customer } = node;
  if (!lot) {
    return (
      <div className="inv-trace-card inv-trace-card--customer" data-testid="trace-node" data-kind="customer">
        <Tag color="blue">{t('lots.trace.customer')}</Tag>
        {customer && <OwnerContact owner={customer} withTown testId="trace-customer" />}
        <span className="inv-trace-card__quiet">{t('lots.trace.customerHint')}</span>
      </div>
    );
  }
  const left = lot.left === null ? null : `${formatAmount(lot.left, i18n.language)} ${lot.product.unitMeasure}`;
  return (
    <div className={`inv-trace-card${lot.mine ? ' inv-trace-card--mine' : ''}`} data-testid="trace-node" data-kind="lot">
      <div className="inv-trace-card__head">
        <strong data-testid="trace-lot-code">{lot.code}</strong>
        {lot.mine && (
          <Tag color="green" data-testid="trace-mine">
            {t('lots.trace.mine')}
          </Tag>
        )}
        {!repeated && <ExpiryTag state={expiryState(lot.expiresOn, lot.expiryWarningDays)} day={lot.expiresOn} testId="trace-expiry" />}
      </div>
      <span data-testid="trace-product">{lot.product.name}</span>
      {repeated ? (
        <span className="inv-trace-card__quiet" data-testid="trace-repeated">
          {t('lots.trace.repeated')}
        </span>
      ) : (
        <>
          {lot.mine ? (
            left !== null && <span data-testid="trace-left">{t('lots.trace.left', { amount: left })}</span>
          ) : (
            <OwnerContact owner={lot.owner} testId="trace-owner" />
          )}
          <span className="inv-trace-card__quiet">
            {t('lots.list.entered', { day: lot.enteredOn })}
            {lot.expiresOn && ` · ${t('lots.list.expires', { day: lot.expiresOn })}`}
          </span>
        </>
      )}
    </div>
  );
}

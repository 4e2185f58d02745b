import { useTranslation } from 'react-i18next';
import { formatAmount } from '@agrocadena/shared-ui';
import type { LotRef, UnitMeasure } from '@agrocadena/contracts';
import { ExpiryTag } from '../../../shared/components/expiry-tag';
import './movement-lots.css';

interface Props {
  lots: LotRef[];
  unit: UnitMeasure;
}

/** The lots a ledger row entered or left, each with its part ("QUE-20261128-01 · 3 Kg"); one taken past its expiry is marked. */
export function MovementLots({ lots, unit }: Props) {
  const { t, i18n } = useTranslation('inventory');
  if (lots.length === 0) return null;
  return (
    <ul className="inv-movement-lots" aria-label={t('products.detail.rowLots')} data-testid="movement-lots">
      {lots.map((lot) => (
        <li key={lot._id} data-testid="movement-lot">
          <span className="inv-movement-lot">
            {/* The ledger signs what left; the row's change already says which way the goods went. */}
            {lot.code} · {formatAmount(Math.abs(lot.amount), i18n.language)} {unit}
          </span>
          {lot.expired && <ExpiryTag state="expired" testId="movement-lot-expired" />}
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { PartyRef, StockMovement } from '@agrocadena/contracts';
import { formatCOP, PersonButton } from '@agrocadena/shared-ui';
import { RecordLink, requestPath, runPath } from '../../../shared/components/record-link';
import './movement-reason.css';

interface Props {
  movement: StockMovement;
  /** Opens the card of a party named in the row. */
  onPerson: (userId: string) => void;
}

/**
 * The reason cell of a ledger row (docs/domain.md#stock-ledger): what moved the stock and with whom —
 * a request by its kind and other party, a run by its activity and the customer it ran for — with a
 * link to that request or run, and what of a reception's value was a carrier's price
 * (docs/domain.md#landed-cost).
 */
export function MovementReason({ movement, onPerson }: Props) {
  const { t, i18n } = useTranslation('inventory');
  const reason = t(`products.detail.reasons.${movement.reason}`);
  // Users' own words (names, activities) come in as components, never as interpolated text, which
  // Trans would read as markup.
  const party = (person: PartyRef) => <PersonButton person={person} onOpen={onPerson} testId="movement-party" />;
  const { request, execution } = movement;

  let what: ReactNode;
  // Where the request's or the run's own screen opens it.
  let link: { to: string; label: string; testId: string } | null = null;
  if (request) {
    // Whether the goods came in or went out words the kind: a purchase or a sale, for or by.
    const direction = movement.change > 0 ? 'in' : 'out';
    what = (
      <Trans
        t={t}
        ns="inventory"
        i18nKey={`products.detail.movedWith.${request.kind}.${direction}`}
        values={{ reason }}
        components={{ party: party(request.party) }}
      />
    );
    link = { to: requestPath(request._id), label: t('products.detail.seeRequest'), testId: 'movement-request-link' };
  } else if (execution) {
    // A ledger row's run is the owner's own: an outsourced run moves no stock of its own (its goods
    // come in by the request's reception), so the run's other party is the customer it ran for.
    what = execution.party ? (
      <Trans
        t={t}
        ns="inventory"
        i18nKey="products.detail.byActivityFor"
        values={{ reason }}
        components={{ activity: <span>{execution.activity}</span>, party: party(execution.party) }}
      />
    ) : (
      t('products.detail.byActivity', { reason, activity: execution.activity })
    );
    link = { to: runPath(execution._id), label: t('products.detail.seeRun'), testId: 'movement-run-link' };
  } else {
    what = reason;
  }

  return (
    <div className="inv-movement-reason" data-testid="movement-reason">
      <span data-testid="movement-what">{what}</span>
      {movement.transportCost !== null && (
        <span className="inv-movement-transport" data-testid="movement-transport">
          {t('products.detail.includesTransport', { cost: formatCOP(movement.transportCost, i18n.language) })}
        </span>
      )}
      {link && <RecordLink {...link} />}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { partyOfSide } from '@agrocadena/contracts/core';
import { isPayable, payeeOf } from '@agrocadena/contracts/rules';
import { formatDay, Tag } from '@agrocadena/shared-ui';

/**
 * Whether a request's agreed price was paid (docs/domain.md#payments), as both parties' lists say
 * it: paid on a day, or still to collect (the party paid) / to pay (the other). Nothing while no
 * price is owed.
 */
export function PaymentStatus({ request }: { request: Request }) {
  const { t } = useTranslation('requests');
  if (!isPayable(request)) return null;
  if (request.paidOn)
    return (
      <Tag color="green" data-testid="request-paid">
        {t('payments.paidOn', { day: formatDay(request.paidOn) })}
      </Tag>
    );
  const payee = partyOfSide(request.side) === payeeOf(request.kind);
  return <Tag data-testid="request-unpaid">{t(payee ? 'payments.toCollect' : 'payments.toPay')}</Tag>;
}

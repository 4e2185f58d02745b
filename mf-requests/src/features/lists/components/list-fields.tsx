import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import type { RequestListGroup, RequestSide } from '@agrocadena/contracts/core';
import { PersonButton, ReadMore, formatDateTime } from '@agrocadena/shared-ui';
import { closedAt, counterpartOf } from '../../../shared/rules/request-labels';
import { RequestAmount } from './request-amount';
import { RequestSummary } from './request-summary';
import { PaymentStatus } from '../../../shared/components/payment-status';
import type { RequestField } from './requests-table';

/** The columns of each list (docs/domain.md#request-lists), the options aside: who, what, how much, when, where it stands. */
export function useListFields(side: RequestSide, group: RequestListGroup, onPerson: (userId: string) => void): RequestField[] {
  const { t } = useTranslation('requests');
  const personTitle = side === 'received' ? 'requester' : group === 'rejected' ? 'requestedUser' : 'provider';
  const person: RequestField = {
    key: 'person',
    title: t(`columns.${personTitle}`),
    render: (request) => <PersonButton person={counterpartOf(request)} onOpen={onPerson} testId="request-person" />,
  };
  const summary = (withAmount: boolean): RequestField => ({
    key: 'request',
    title: t('columns.request'),
    render: (request) => <RequestSummary request={request} withAmount={withAmount} />,
  });
  const amount: RequestField = { key: 'amount', title: t('columns.amount'), render: (request) => <RequestAmount request={request} /> };
  // Where it stands, and whether its price was paid (docs/domain.md#payments).
  const state: RequestField = {
    key: 'state',
    title: t('columns.state'),
    render: (request) => (
      <>
        {t(`states.${request.state}`)} <PaymentStatus request={request} />
      </>
    ),
  };
  const date = (key: string, of: (request: Request) => string): RequestField => ({
    key,
    title: t(`columns.${key}`),
    render: (request) => formatDateTime(of(request)),
  });

  switch (group) {
    case 'pending':
      // A pending list shows each row's state too: it mixes requests waiting for an
      // answer, a price proposal, an agreed price or a reception, so the row says which.
      return [person, summary(true), date('date', (request) => request.createdAt), state];
    case 'onCourse':
      return [person, summary(false), amount, date('createdAt', (request) => request.createdAt), state];
    case 'rejected':
      return [
        person,
        summary(false),
        amount,
        date('rejectedAt', (request) => request.updatedAt),
        { key: 'reason', title: t('columns.reason'), render: (request) => <ReadMore text={request.reason} testId="request-reason" /> },
      ];
    case 'historical':
      return [person, summary(true), date('completedAt', closedAt), state];
  }
}

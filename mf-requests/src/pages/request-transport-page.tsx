import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageCard, useSessionStore, useToast } from '@agrocadena/shared-ui';
import '../i18n/register';
import { TransportForm } from '../features/transport/components/transport-form';
import { linkedRequestQuery } from '../features/transport/api/transport-api';

/**
 * /requestTransport: from /userProducts (my goods to a recipient), a transport card of the
 * catalogue (?serviceId=), an accepted purchase or a production service's ready outputs
 * (?linkedRequestId=: back to the requests on course of its side); on success, the sent list.
 */
export default function RequestTransportPage() {
  const { t } = useTranslation('requests');
  const toast = useToast();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const user = useSessionStore((s) => s.user);
  const linkedRequestId = search.get('linkedRequestId') ?? undefined;
  // The form reads it too (one query): the outputs of a request made to me go back to those lists.
  const linked = useQuery({ ...linkedRequestQuery(linkedRequestId ?? ''), enabled: Boolean(linkedRequestId) });

  return (
    <PageCard
      title={t('transport.title')}
      subtitle={t('transport.subtitle')}
      back={
        linkedRequestId
          ? {
              to: linked.data?.side === 'received' ? '/acceptedRequestsToUser' : '/acceptedRequestsToOtherUser',
              label: t('transport.backToRequests'),
            }
          : { to: '/userProducts', label: t('transport.back') }
      }
      width={760}
      testId="request-transport"
    >
      {user && (
        <TransportForm
          user={user}
          serviceId={search.get('serviceId') ?? undefined}
          linkedRequestId={linkedRequestId}
          onSent={() => {
            toast.success(t('transport.sent'));
            navigate('/userRequests/sent');
          }}
        />
      )}
    </PageCard>
  );
}

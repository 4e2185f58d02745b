import { useTranslation } from 'react-i18next';
import { personName } from '@agrocadena/shared-ui';
import { useServiceRequest } from '../../../shared/hooks/use-service-request';

/**
 * The production request made to me that a start wizard carries out (null id: none, ready at once):
 * read, and what both wizards show of it — the line naming it (once read), the way back to the
 * received requests, and why it could not be read (with a retry).
 */
export function useCarriedRequest(requestId: string | null) {
  const { t } = useTranslation(['production']);
  const { request, ready, error, reload } = useServiceRequest(requestId);
  return {
    request,
    ready,
    subtitle: request
      ? t('production:start.request.subtitle', { service: request.service?.name ?? '', requester: personName(request.requester) })
      : null,
    back: { to: '/userRequests/received', label: t('production:start.request.back') },
    loadError: error ? { title: t('production:start.request.loadError'), message: error, onRetry: reload } : null,
  };
}

import { useTranslation } from 'react-i18next';
import { formatDay, personName } from '@agrocadena/shared-ui';
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
    // The day it is needed by, beside who asked: what the provider plans the run around.
    subtitle: request
      ? t(request.requiredDate ? 'production:start.request.subtitleBy' : 'production:start.request.subtitle', {
          service: request.service?.name ?? '',
          requester: personName(request.requester),
          day: formatDay(request.requiredDate),
        })
      : null,
    back: { to: '/userRequests/received', label: t('production:start.request.back') },
    loadError: error ? { title: t('production:start.request.loadError'), message: error, onRetry: reload } : null,
  };
}

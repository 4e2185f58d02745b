import { useTranslation } from 'react-i18next';
import { Alert, Button, onDemand } from '@agrocadena/shared-ui';
import { useRequestLink } from '../hooks/use-request-link';

const RequestDetailsDialog = onDemand(() => import('./request-details-dialog').then((module) => module.RequestDetailsDialog));

/**
 * The request another screen links to (`?request=<id>`, a stock ledger row): its details, or why it
 * cannot be shown; closing either forgets the link.
 */
export function LinkedRequest() {
  const { t } = useTranslation(['requests', 'common']);
  const linked = useRequestLink();
  if (linked.error)
    return (
      <Alert
        type="warning"
        showIcon
        action={
          <Button size="large" onClick={linked.clear} data-testid="request-link-dismiss">
            {t('common:actions.close')}
          </Button>
        }
        title={t('requests:overview.linkError')}
        description={linked.error}
        data-testid="request-link-error"
      />
    );
  return linked.request ? <RequestDetailsDialog key={linked.request._id} request={linked.request} onClose={linked.clear} /> : null;
}

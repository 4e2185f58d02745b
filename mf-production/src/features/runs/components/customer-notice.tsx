import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { personName, Typography } from '@agrocadena/shared-ui';
import { orderLabel } from '../../../shared/rules/run-labels';

/**
 * Aborting a run done for a customer ends the customer's production request with the reason typed
 * (docs/domain.md#production-requests): said before the reason is asked for.
 */
export function CustomerNotice({ run }: { run: ExecutedActivity }) {
  const { t } = useTranslation('production');
  if (!run.customer) return null;
  return (
    <Typography.Paragraph type="warning" data-testid="abort-run-customer">
      {t('runs.customer.abortNotice', { name: personName(run.customer), request: orderLabel(run.request) })}
    </Typography.Paragraph>
  );
}

import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadError, Result, Typography, Button, Spin } from '@agrocadena/shared-ui';
import { useNextActivity } from '../hooks/use-next-activity';
import { nextActivityPath } from '../rules/next-activity-path';
import '../../../i18n/register';
import '../../../shared/components/activities.css';
import './orders.css';
import { Modal } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  orderId: string;
  onClose: () => void;
}

/**
 * The next-activity check (docs/domain.md#production-orders): after a step of an order completes,
 * or from an order on hold. A next activity is started in the start-activity wizard, for this
 * order; none left means the process has finished.
 */
export function NextActivityDialog({ orderId, onClose }: Props) {
  const { t } = useTranslation(['production', 'common']);
  const navigate = useNavigate();
  const { next, finished, error, reload } = useNextActivity(orderId);
  const activityId = next?.activityId ?? null;

  return (
    <Modal
      open
      title={t('production:orders.next.title')}
      onCancel={onClose}
      destroyOnHidden
      data-testid="next-activity-dialog"
      footer={
        <div className="pr-form-actions">
          <Button onClick={onClose} data-testid="next-activity-close">
            {t(activityId ? 'production:orders.next.later' : 'common:actions.close')}
          </Button>
          {activityId && (
            <Button type="primary" onClick={() => navigate(nextActivityPath(activityId, orderId))} data-testid="next-activity-start">
              {t('production:orders.next.start')}
            </Button>
          )}
        </div>
      }
    >
      {error && <LoadError title={t('production:orders.next.loadError')} message={error} onRetry={reload} testId="next-activity-error" />}
      {!error && !next && (
        <div className="pr-order-waiting" role="status" aria-label={t('common:table.loading')} data-testid="next-activity-loading">
          <Spin />
        </div>
      )}
      {activityId && (
        <Typography.Paragraph strong data-testid="next-activity-name">
          {t('production:orders.next.activity', { name: next?.name })}
        </Typography.Paragraph>
      )}
      {finished && <Result status="success" title={t('common:success.processFinished')} data-testid="process-finished" />}
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { formatDateTime, LoadError, Skeleton, Typography } from '@agrocadena/shared-ui';
import { ProductLines } from '../../../shared/components/product-lines';
import { orderLabel } from '../../../shared/rules/run-labels';
import { useOrderDetail } from '../hooks/use-order-detail';
import { orderSteps } from '../rules/order-steps';
import { OrderStepsList } from './order-steps-list';
import '../../../i18n/register';
import '../../../shared/components/runs.css';
import { Descriptions, Modal } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  orderId: string;
  onClose: () => void;
}

/** GET /productionOrders/{id}: the order's process and status, its activities and how each ran, what it is to make and needs. */
export function OrderDetailsDialog({ orderId, onClose }: Props) {
  const { t } = useTranslation(['production', 'common']);
  const { order, error, reload } = useOrderDetail(orderId);
  const metadata = order?.metadata ?? null;

  return (
    <Modal
      open
      title={t('production:orders.details.title', { label: orderLabel(orderId) })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="order-details-dialog"
    >
      {error && <LoadError title={t('production:orders.details.loadError')} message={error} onRetry={reload} testId="order-details-error" />}
      {!error && !order && <Skeleton />}
      {order && (
        <>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'process', label: t('production:orders.columns.process'), children: order.process.name },
              { key: 'status', label: t('production:orders.details.status'), children: t(`production:orders.states.${order.status}`) },
              { key: 'createdAt', label: t('production:orders.details.createdAt'), children: formatDateTime(order.createdAt) },
            ]}
          />
          <Typography.Title level={5}>{t('production:orders.details.activities')}</Typography.Title>
          <OrderStepsList steps={orderSteps(order.activities, order.executedActivities)} />
          {metadata && (
            <>
              <Typography.Title level={5}>{t('production:orders.details.expectedProducts')}</Typography.Title>
              <ProductLines lines={metadata.expectedProducts} testId="order-expected-products" />
            </>
          )}
          {metadata && metadata.neededProducts.length > 0 && (
            <>
              <Typography.Title level={5}>{t('production:orders.details.neededProducts')}</Typography.Title>
              <ProductLines lines={metadata.neededProducts} testId="order-needed-products" />
            </>
          )}
        </>
      )}
    </Modal>
  );
}

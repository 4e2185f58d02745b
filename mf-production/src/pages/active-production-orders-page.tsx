import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useTranslation } from 'react-i18next';
import { formatDateTime, RowAction, Tag } from '@agrocadena/shared-ui';
import { OrdersListPage } from '../features/orders/components/orders-list-page';
import { useOrderFields } from '../features/orders/components/order-fields';
import { OrderLink } from '../features/orders/components/order-link';
import { useRunningDialogs } from './running-dialogs';
import { useOrdersList } from '../features/orders/hooks/use-orders-list';
import { orderStartedAt } from '../features/orders/rules/order-dates';
import { activeOrderMoves } from '../features/orders/rules/order-moves';
import { RunActions } from '../features/runs/components/run-actions';

/**
 * /activeProductionOrders: my orders whose current activity runs, each to complete, pause or abort
 * through that run; completing a step asks for the order's next activity
 * (docs/domain.md#production-orders).
 */
export default function ActiveProductionOrdersPage() {
  const { t } = useTranslation(['production', 'common']);
  const list = useOrdersList('active');
  const lead = useOrderFields(list.page);
  const dialogs = useRunningDialogs();

  return (
    <OrdersListPage
      kind="active"
      list={list}
      fields={[
        {
          key: 'shortId',
          title: t('production:orders.columns.shortId'),
          render: (order) => <OrderLink orderId={order._id} onOpen={dialogs.openDetails} />,
        },
        lead.process,
        {
          key: 'currentActivity',
          title: t('production:orders.columns.currentActivity'),
          render: (order) => (
            <>
              {order.currentActivity?.activity.name ?? '—'}{' '}
              {order.status === 'OUTSOURCED_STARTED' && <Tag data-testid="order-outsourced">{t('production:orders.outsourced')}</Tag>}
            </>
          ),
        },
        { key: 'startedAt', title: t('production:orders.columns.startedAt'), render: (order) => formatDateTime(orderStartedAt(order)) },
      ]}
      options={(order) => {
        const moves = activeOrderMoves(order);
        if (moves === 'details')
          return (
            <RowAction
              label={t('common:actions.details')}
              icon={<EyeOutlined />}
              onClick={() => dialogs.openDetails(order._id)}
              testId="order-details"
            />
          );
        if (moves === 'run' && order.currentActivity)
          return <RunActions run={order.currentActivity} offered={['complete', 'pause', 'abort']} onAction={dialogs.onAction} />;
        return null;
      }}
    >
      {dialogs.element}
    </OrdersListPage>
  );
}

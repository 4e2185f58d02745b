import { useState } from 'react';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { ReadMore, RowAction, formatDateTime } from '@agrocadena/shared-ui';
import { OrdersListPage } from '../features/orders/components/orders-list-page';
import { useOrderFields } from '../features/orders/components/order-fields';
import { NextActivityDialog } from '../features/orders/components/next-activity-dialog';
import { useOrdersList } from '../features/orders/hooks/use-orders-list';
import { orderPausedSince } from '../features/orders/rules/order-dates';
import { stoppedOrderPlay } from '../features/orders/rules/order-moves';
import { ResumeRunDialog } from '../features/runs/components/resume-run-dialog';

/**
 * /pausedProductionOrders: my orders paused (their run paused) or stopped on hold between two
 * activities. The play icon resumes a paused one's run, or asks for the next activity of one on hold.
 */
export default function PausedProductionOrdersPage() {
  const { t } = useTranslation('production');
  const list = useOrdersList('paused');
  const lead = useOrderFields(list.page);
  const [resuming, setResuming] = useState<ExecutedActivity | null>(null);
  const [nextOf, setNextOf] = useState<string | null>(null);

  return (
    <OrdersListPage
      kind="paused"
      list={list}
      fields={[
        lead.number,
        lead.process,
        { key: 'pausedSince', title: t('orders.columns.pausedSince'), render: (order) => formatDateTime(orderPausedSince(order)) },
        {
          key: 'reason',
          title: t('orders.columns.reason'),
          render: (order) =>
            order.status === 'ON_HOLD' ? t('orders.waitingNext') : <ReadMore text={order.currentActivity?.pauseReason} testId="order-pause-reason" />,
        },
      ]}
      options={(order) => {
        const play = stoppedOrderPlay(order);
        if (!play) return null;
        const run = order.currentActivity;
        return (
          <RowAction
            label={t(play === 'next' ? 'orders.actions.next' : 'runs.actions.restart')}
            icon={<PlayCircleOutlined />}
            onClick={() => (play === 'next' ? setNextOf(order._id) : setResuming(run))}
            testId={`order-${play}`}
          />
        );
      }}
    >
      {resuming && <ResumeRunDialog key={resuming._id} run={resuming} onClose={() => setResuming(null)} />}
      {nextOf && <NextActivityDialog key={nextOf} orderId={nextOf} onClose={() => setNextOf(null)} />}
    </OrdersListPage>
  );
}

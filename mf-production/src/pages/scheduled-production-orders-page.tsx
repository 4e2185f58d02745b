import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExecutedActivity, ProductionOrder } from '@agrocadena/contracts';
import { formatDay } from '@agrocadena/shared-ui';
import { OrdersListPage } from '../features/orders/components/orders-list-page';
import { useOrderFields } from '../features/orders/components/order-fields';
import { StartRunDialog } from '../features/runs/components/start-run-dialog';
import { useOrdersList } from '../features/orders/hooks/use-orders-list';
import { RunActions } from '../features/runs/components/run-actions';
import { AbortRunDialog } from '../features/runs/components/abort-run-dialog';
import { useOutsourcedRuns } from '../features/runs/components/outsourced-runs';
import { OutsourcedTag } from '../features/runs/components/outsourced-tag';
import { isOutsourced } from '../features/runs/rules/outsourced';

type Move = { action: 'start' | 'abort'; order: ProductionOrder; run: ExecutedActivity } | null;

/**
 * /scheduledProductionOrders: my orders whose first activity is scheduled. Start and delete really
 * act on that run (not placeholders: docs/domain.md#decisions, item 7): start asks first; delete
 * aborts it, releasing its reservation, and the order is aborted with it. An order whose first
 * activity is outsourced (its request not yet under way) shows that run's details and its request's
 * cancellation.
 */
export default function ScheduledProductionOrdersPage() {
  const { t } = useTranslation('production');
  const list = useOrdersList('scheduled');
  const lead = useOrderFields(list.page);
  const [move, setMove] = useState<Move>(null);
  const close = () => setMove(null);
  const outsourced = useOutsourcedRuns();

  return (
    <OrdersListPage
      kind="scheduled"
      list={list}
      fields={[
        lead.number,
        lead.process,
        { key: 'scheduleTime', title: t('orders.columns.scheduleTime'), render: (order) => formatDay(order.currentActivity?.scheduleTime) },
        {
          key: 'scheduledActivity',
          title: t('orders.columns.scheduledActivity'),
          render: (order) => (
            <>
              {order.currentActivity?.activity.name ?? '—'} {order.currentActivity && isOutsourced(order.currentActivity) && <OutsourcedTag />}
            </>
          ),
        },
      ]}
      options={(order) =>
        order.currentActivity &&
        (isOutsourced(order.currentActivity) ? (
          outsourced.options(order.currentActivity)
        ) : (
          <RunActions
            run={order.currentActivity}
            offered={['start', 'abort']}
            onAction={(action, run) => setMove({ action: action === 'start' ? 'start' : 'abort', order, run })}
          />
        ))
      }
    >
      {move?.action === 'start' && (
        <StartRunDialog
          key={move.run._id}
          run={move.run}
          title={t('orders.start.title', { process: move.order.process.name })}
          question={t('orders.start.confirm', { process: move.order.process.name, activity: move.run.activity.name })}
          started={t('orders.start.success')}
          testId="start-order"
          onClose={close}
        />
      )}
      {move?.action === 'abort' && <AbortRunDialog key={move.run._id} run={move.run} onClose={close} />}
      {outsourced.element}
    </OrdersListPage>
  );
}

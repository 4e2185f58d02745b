import { useTranslation } from 'react-i18next';
import type { ProductionOrder } from '@agrocadena/contracts';
import '../../../i18n/register';
import { ExecutionListPage, type ExecutionListProps } from '../../../shared/components/execution-list-page';
import { orderLabel } from '../../../shared/rules/run-labels';

export type OrdersListKind = 'active' | 'scheduled' | 'paused';

type Props = Omit<ExecutionListProps<ProductionOrder>, 'title' | 'subtitle' | 'back' | 'testId' | 'rowTestId'> & { kind: OrdersListKind };

/** A list of production orders in one state (docs/domain.md#order-states): back to the processes' overview, each row named by its short id. */
export function OrdersListPage({ kind, ...rest }: Props) {
  const { t } = useTranslation('production');
  return (
    <ExecutionListPage<ProductionOrder>
      {...rest}
      title={t(`orders.lists.${kind}.title`)}
      subtitle={t(`orders.lists.${kind}.subtitle`)}
      back="/processesOverview"
      testId={`${kind}-orders`}
      rowTestId={(order) => `order-row-${orderLabel(order._id)}`}
    />
  );
}

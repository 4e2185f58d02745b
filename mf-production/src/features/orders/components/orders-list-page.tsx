import { useTranslation } from 'react-i18next';
import type { ProductionOrder } from '@agrocadena/contracts';
import '../../../i18n/register';
import { ExecutionListPage, type ExecutionListProps } from '../../../shared/components/execution-list-page';
import { orderLabel } from '../../../shared/rules/run-labels';

export type OrdersListKind = 'active' | 'scheduled' | 'paused';
/** The archive of orders: those whose process finished, and those aborted (docs/domain.md#order-figures). */
export type FinishedOrdersKind = 'completed' | 'aborted';

type Props<T extends ProductionOrder> = Omit<ExecutionListProps<T>, 'title' | 'subtitle' | 'back' | 'testId' | 'rowTestId'> & {
  kind: OrdersListKind | FinishedOrdersKind;
};

/** A list of production orders in one state (docs/domain.md#order-states): back to the processes' overview, each row named by its short id. */
export function OrdersListPage<T extends ProductionOrder = ProductionOrder>({ kind, ...rest }: Props<T>) {
  const { t } = useTranslation('production');
  return (
    <ExecutionListPage<T>
      {...rest}
      title={t(`orders.lists.${kind}.title`)}
      subtitle={t(`orders.lists.${kind}.subtitle`)}
      back="/processesOverview"
      testId={`${kind}-orders`}
      rowTestId={(order) => `order-row-${orderLabel(order._id)}`}
    />
  );
}

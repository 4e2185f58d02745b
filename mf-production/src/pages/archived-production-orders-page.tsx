import { useState } from 'react';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FinishedOrder } from '@agrocadena/contracts';
import { formatCOP, formatDateTime, LinkButton, RowAction, Typography } from '@agrocadena/shared-ui';
import { OrdersListPage, type FinishedOrdersKind } from '../features/orders/components/orders-list-page';
import { OrderFiguresDialog } from '../features/orders/components/order-figures-dialog';
import { OrderLink } from '../features/orders/components/order-link';
import { useOrderFields } from '../features/orders/components/order-fields';
import { useFinishedOrders } from '../features/orders/hooks/use-finished-orders';
import { useAmountText, usePercentText } from '../shared/components/run-figures';

const KINDS: FinishedOrdersKind[] = ['completed', 'aborted'];
const pathOf = (kind: FinishedOrdersKind) => `/archivedProductionOrders?archivedProductionOrders=${kind}`;

/**
 * /archivedProductionOrders?archivedProductionOrders=completed|aborted: my finished orders (aborted
 * only when asked; completed otherwise), each with what it cost and delivered — yield and cost per
 * unit of each output — and its details step by step (docs/domain.md#order-figures).
 */
export default function ArchivedProductionOrdersPage() {
  const { t, i18n } = useTranslation(['production', 'common']);
  const [search] = useSearchParams();
  const kind: FinishedOrdersKind = search.get('archivedProductionOrders') === 'aborted' ? 'aborted' : 'completed';
  const list = useFinishedOrders(kind);
  const lead = useOrderFields(list.page);
  const amount = useAmountText();
  const percent = usePercentText();
  const [shown, setShown] = useState<string | null>(null);
  const money = (value: number) => formatCOP(value, i18n.language);

  const outputs = (order: FinishedOrder) =>
    order.outputs.map((line) => (
      <Typography.Paragraph key={line.product._id} className="pr-run-line" data-testid={`order-output-${line.product.name}`}>
        {t('production:orders.figures.outputLine', {
          product: line.product.name,
          actual: amount(line.actual, line.product),
          expected: line.yieldPercent === null && line.expected === 0 ? '—' : amount(line.expected, line.product),
          yield: percent(line.yieldPercent),
          unitCost: line.unitCost === null ? '—' : t('production:figures.perUnit', { cost: money(line.unitCost), unit: line.product.unitMeasure }),
        })}
      </Typography.Paragraph>
    ));

  return (
    <OrdersListPage<FinishedOrder>
      key={kind}
      kind={kind}
      list={list}
      links={KINDS.map((other) => (
        <LinkButton
          key={other}
          to={pathOf(other)}
          size="large"
          type={other === kind ? 'primary' : 'default'}
          aria-current={other === kind ? 'page' : undefined}
          data-testid={`orders-filter-${other}`}
        >
          {t(`production:orders.lists.${other}.filter`)}
        </LinkButton>
      ))}
      fields={[
        { key: 'shortId', title: t('production:orders.columns.shortId'), render: (order) => <OrderLink orderId={order._id} onOpen={setShown} /> },
        lead.process,
        { key: 'finishedAt', title: t('production:orders.columns.finishedAt'), render: (order) => formatDateTime(order.finishedAt) },
        {
          key: 'totalCost',
          title: t('production:orders.columns.totalCost'),
          render: (order) => <span data-testid="order-row-total-cost">{money(order.totalCost)}</span>,
        },
        { key: 'outputs', title: t('production:orders.columns.outputs'), render: outputs },
      ]}
      options={(order) => (
        <RowAction label={t('common:actions.details')} icon={<EyeOutlined />} onClick={() => setShown(order._id)} testId="order-details" />
      )}
    >
      {shown && <OrderFiguresDialog key={shown} orderId={shown} onClose={() => setShown(null)} />}
    </OrdersListPage>
  );
}

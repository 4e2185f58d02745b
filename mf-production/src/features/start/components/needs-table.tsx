import { useTranslation } from 'react-i18next';
import { totalCost, type NeedCheck } from '@agrocadena/contracts/rules';
import { DataTable, formatAmount, formatCOP, usePhoneLayout, type DataColumn, Typography } from '@agrocadena/shared-ui';
import type { RunPlan } from '@agrocadena/contracts';
import type { PlanProduct } from '../rules/start-form';
import type { LotsPreviewOf } from '../hooks/use-lots-preview';
import { LotParts } from '../../../shared/components/lot-parts';

interface Props {
  needs: readonly NeedCheck[];
  products: Readonly<Record<string, PlanProduct>>;
  /** The plan's stock: where some is reserved, the available amount says of how much on hand. */
  stock?: RunPlan['stock'];
  /** The inputs' total cost above the table; off where the cost already shows beside it. */
  showTotal?: boolean;
  /** Which lots each input leaves, when they are read and cover it. */
  leaving?: LotsPreviewOf;
  /** `<testId>` on the table, `<testId>-<product name>` on each row. */
  testId: string;
}

/**
 * Each input a run needs: how much, how much is available (in red when short, with what is missing;
 * with what is on hand and reserved when some is, docs/domain.md#reservations) and its cost. A phone has room for two columns: the input with its required amount and cost as
 * lines, and what is available. Under an input, the lots it would leave (docs/domain.md#lots).
 */
export function NeedsTable({ needs, products, stock, showTotal = true, leaving, testId }: Props) {
  const { t, i18n } = useTranslation('production');
  const amount = (value: number, product: string) => `${formatAmount(value, i18n.language)} ${products[product]?.unitMeasure ?? ''}`;
  const wide = !usePhoneLayout();
  const held = (need: NeedCheck) => {
    const level = stock?.[need.product];
    return level && level.reserved > 0 ? (
      <Typography.Paragraph type="secondary" className="pr-run-line" data-testid={`${testId}-${products[need.product]?.name ?? need.product}-held`}>
        {t('start.needs.held', { reserved: amount(level.reserved, need.product), amount: amount(level.amount, need.product) })}
      </Typography.Paragraph>
    ) : null;
  };
  const available = (need: NeedCheck) => (
    <>
      {need.missing > 0 ? (
        <Typography.Text type="danger" strong>
          {amount(need.available, need.product)}
          <br />
          {t('start.needs.missing', { amount: amount(need.missing, need.product) })}
        </Typography.Text>
      ) : (
        amount(need.available, need.product)
      )}
      {held(need)}
    </>
  );
  const lots = (need: NeedCheck) => {
    const preview = need.missing > 0 ? null : leaving?.(need.product, need.amount);
    const name = products[need.product]?.name ?? need.product;
    return preview ? (
      <Typography.Paragraph type="secondary" className="pr-run-line" data-testid={`${testId}-${name}-lots`}>
        <LotParts parts={preview.parts} unit={products[need.product]?.unitMeasure ?? ''} />
        {preview.needsConfirmation && ` (${t('lots.leavingExpired')})`}
      </Typography.Paragraph>
    ) : null;
  };
  const availableColumn: DataColumn<NeedCheck> = { key: 'available', title: t('start.needs.available'), align: 'right', render: available };
  const columns: DataColumn<NeedCheck>[] = wide
    ? [
        {
          key: 'product',
          title: t('start.needs.product'),
          render: (need) => (
            <>
              {products[need.product]?.name}
              {lots(need)}
            </>
          ),
        },
        { key: 'required', title: t('start.needs.required'), align: 'right', render: (need) => amount(need.amount, need.product) },
        availableColumn,
        { key: 'cost', title: t('start.needs.cost'), align: 'right', render: (need) => formatCOP(need.cost, i18n.language) },
      ]
    : [
        {
          key: 'product',
          title: t('start.needs.product'),
          render: (need) => (
            <>
              <Typography.Text strong>{products[need.product]?.name}</Typography.Text>
              <Typography.Paragraph type="secondary" className="pr-run-line">
                {t('start.needs.required')}: {amount(need.amount, need.product)}
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary" className="pr-run-line">
                {t('start.needs.cost')}: {formatCOP(need.cost, i18n.language)}
              </Typography.Paragraph>
              {lots(need)}
            </>
          ),
        },
        availableColumn,
      ];
  return (
    <DataTable<NeedCheck>
      rowKey={(need) => need.product}
      rowProps={(need) => ({ 'data-testid': `${testId}-${products[need.product]?.name ?? need.product}`, 'data-short': String(need.missing > 0) })}
      rows={needs}
      caption={
        showTotal && (
          <span data-testid={`${testId}-total`}>
            {t('start.needs.total')}: <strong>{formatCOP(totalCost(needs), i18n.language)}</strong>
          </span>
        )
      }
      columns={columns}
      data-testid={testId}
    />
  );
}

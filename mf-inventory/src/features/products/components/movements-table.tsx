import type { HTMLAttributes } from 'react';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCOP, formatDateTime, usePhoneLayout, phonePager } from '@agrocadena/shared-ui';
import { type StockMovement, type UnitMeasure } from '@agrocadena/contracts';

interface Props {
  movements: StockMovement[];
  loading: boolean;
  unit: UnitMeasure;
}

const MOVEMENTS_PAGE_SIZE = 10;

/** The stock ledger, newest first: date, signed change, unit cost, reason and the level it left. */
export function MovementsTable({ movements, loading, unit }: Props) {
  const { t, i18n } = useTranslation('inventory');
  const lang = i18n.language;
  // The API gives the ledger oldest first.
  const newestFirst = [...movements].reverse();
  const phone = usePhoneLayout();
  const date = (m: StockMovement) => <span className="inv-amount">{formatDateTime(m.date)}</span>;
  const change = (m: StockMovement) => (
    <Typography.Text type={m.change < 0 ? 'danger' : 'success'} className="inv-amount" data-testid="movement-change">
      {m.change > 0 ? '+' : m.change < 0 ? '−' : ''}
      {formatAmount(Math.abs(m.change), lang)} {unit}
    </Typography.Text>
  );
  const unitCost = (m: StockMovement) => formatCOP(m.unitCost, lang);
  const reason = (m: StockMovement) => t(`products.detail.reasons.${m.reason}`);
  const after = (m: StockMovement) => (
    <span className="inv-amount">
      {formatAmount(m.amountAfter, lang)} {unit}
    </span>
  );
  // A phone gets two stacked columns (when and why; how much and at what cost): nothing off to the right.
  const columns: TableColumnsType<StockMovement> = phone
    ? [
        {
          key: 'date',
          title: t('products.detail.columns.date'),
          render: (_, m) => (
            <div className="inv-phone-cell">
              {date(m)}
              {reason(m)}
            </div>
          ),
        },
        {
          key: 'change',
          title: t('products.detail.columns.change'),
          render: (_, m) => (
            <div className="inv-phone-cell">
              {change(m)}
              <span>{unitCost(m)}</span>
              <span>→ {after(m)}</span>
            </div>
          ),
        },
      ]
    : [
        { key: 'date', title: t('products.detail.columns.date'), render: (_, m) => date(m) },
        { key: 'change', title: t('products.detail.columns.change'), render: (_, m) => change(m) },
        { key: 'unitCost', title: t('products.detail.columns.unitCost'), render: (_, m) => unitCost(m) },
        { key: 'reason', title: t('products.detail.columns.reason'), render: (_, m) => reason(m) },
        { key: 'amountAfter', title: t('products.detail.columns.amountAfter'), render: (_, m) => after(m) },
      ];
  return (
    <Table<StockMovement>
      rowKey="_id"
      size="small"
      columns={columns}
      dataSource={newestFirst}
      loading={loading}
      scroll={phone ? undefined : { x: 'max-content' }}
      pagination={{ pageSize: MOVEMENTS_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false, ...phonePager(phone) }}
      locale={{ emptyText: t('products.detail.ledgerEmpty') }}
      onRow={() => ({ 'data-testid': 'movement-row' }) as HTMLAttributes<HTMLElement>}
    />
  );
}

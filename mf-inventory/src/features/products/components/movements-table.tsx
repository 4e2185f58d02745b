import type { HTMLAttributes } from 'react';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCOP, formatDateTime } from '@agrocadena/shared-ui';
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
  const columns: TableColumnsType<StockMovement> = [
    { key: 'date', title: t('products.detail.columns.date'), render: (_, m) => <span className="inv-amount">{formatDateTime(m.date)}</span> },
    {
      key: 'change',
      title: t('products.detail.columns.change'),
      render: (_, m) => (
        <Typography.Text type={m.change < 0 ? 'danger' : 'success'} className="inv-amount" data-testid="movement-change">
          {m.change > 0 ? '+' : m.change < 0 ? '−' : ''}
          {formatAmount(Math.abs(m.change), lang)} {unit}
        </Typography.Text>
      ),
    },
    { key: 'unitCost', title: t('products.detail.columns.unitCost'), render: (_, m) => formatCOP(m.unitCost, lang) },
    { key: 'reason', title: t('products.detail.columns.reason'), render: (_, m) => t(`products.detail.reasons.${m.reason}`) },
    {
      key: 'amountAfter',
      title: t('products.detail.columns.amountAfter'),
      render: (_, m) => (
        <span className="inv-amount">
          {formatAmount(m.amountAfter, lang)} {unit}
        </span>
      ),
    },
  ];
  return (
    <Table<StockMovement>
      rowKey="_id"
      size="small"
      columns={columns}
      dataSource={newestFirst}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: MOVEMENTS_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: t('products.detail.ledgerEmpty') }}
      onRow={() => ({ 'data-testid': 'movement-row' }) as HTMLAttributes<HTMLElement>}
    />
  );
}

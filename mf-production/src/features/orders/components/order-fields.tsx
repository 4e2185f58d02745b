import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@agrocadena/contracts/core';
import type { ProductionOrder } from '@agrocadena/contracts';
import type { RunField } from '../../../shared/components/runs-table';
import { Typography } from '@agrocadena/shared-ui';

type OrderField = RunField<ProductionOrder>;

/** The columns every list of orders shows: the row's number across pages (12 a page) and the process. */
export function useOrderFields(page: number): { number: OrderField; process: OrderField } {
  const { t } = useTranslation('production');
  return {
    number: { key: 'number', title: t('orders.columns.number'), render: (_order, index) => (page - 1) * PAGE_SIZE + index + 1 },
    process: {
      key: 'process',
      title: t('orders.columns.process'),
      render: (order) => <Typography.Text strong>{order.process.name}</Typography.Text>,
    },
  };
}

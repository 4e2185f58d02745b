import { useState } from 'react';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  onDemand,
  DataTable,
  LoadError,
  RowAction,
  formatAmount,
  formatDay,
  formatPlace,
  personName,
  usePhoneLayout,
  type DataColumn,
} from '@agrocadena/shared-ui';
import type { Request } from '@agrocadena/contracts';
import { transportsUnderWayQuery } from '../api/transport-goods-api';
import { goodsInTransport, type GoodsInTransport } from '../rules/goods-lines';
import '../../../shared/components/products.css';

const TransportDetailsDialog = onDemand(() => import('./transport-details-dialog').then((module) => module.TransportDetailsDialog));

/** A carrier's /userProducts: the products its transports on the road carry, each with its transport's details. */
export function TransportGoodsTable({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['inventory', 'common']);
  const query = useQuery(transportsUnderWayQuery(userId));
  const [open, setOpen] = useState<Request | null>(null);
  const phone = usePhoneLayout();
  const amount = ({ line }: GoodsInTransport) => `${formatAmount(line.amount, i18n.language)} ${line.product.unitMeasure}`;
  const details = ({ transport }: GoodsInTransport) => (
    <RowAction
      label={t('inventory:transportGoods.details.open')}
      icon={<EyeOutlined />}
      onClick={() => setOpen(transport)}
      testId="transport-details"
    />
  );
  // A phone shows each line as one stacked cell, its details in reach: nothing off to the right.
  const columns: DataColumn<GoodsInTransport>[] = phone
    ? [
        {
          key: 'product',
          title: t('inventory:transportGoods.columns.product'),
          render: (row) => (
            <div className="inv-phone-cell">
              <strong>
                {row.line.product.name}: {amount(row)}
              </strong>
              <span>{personName(row.transport.requester)}</span>
              <span>
                {formatDay(row.transport.wishDate)} · {formatPlace(row.transport.destinationAddress)}
              </span>
              {details(row)}
            </div>
          ),
        },
      ]
    : [
        { key: 'name', title: t('inventory:transportGoods.columns.product'), render: ({ line }) => line.product.name },
        { key: 'amount', title: t('inventory:transportGoods.columns.amount'), render: amount },
        { key: 'requester', title: t('inventory:transportGoods.columns.requester'), render: ({ transport }) => personName(transport.requester) },
        { key: 'wishDate', title: t('inventory:transportGoods.columns.wishDate'), render: ({ transport }) => formatDay(transport.wishDate) },
        {
          key: 'destination',
          title: t('inventory:transportGoods.columns.destination'),
          render: ({ transport }) => formatPlace(transport.destinationAddress),
        },
        { key: 'options', title: t('inventory:transportGoods.columns.options'), render: details },
      ];
  if (query.error)
    return (
      <LoadError
        title={t('inventory:transportGoods.loadError')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        testId="transport-goods-error"
      />
    );
  return (
    <>
      <DataTable<GoodsInTransport>
        columns={columns}
        rows={goodsInTransport(query.data ?? [])}
        rowKey={(row) => row.key}
        rowProps={(row) => ({ 'data-testid': `transport-goods-${row.line.product.name}` })}
        loading={query.isLoading}
        empty={<span data-testid="products-empty">{t('inventory:products.list.transportEmpty')}</span>}
        data-testid="transport-goods-table"
      />
      {open && <TransportDetailsDialog transport={open} onClose={() => setOpen(null)} />}
    </>
  );
}

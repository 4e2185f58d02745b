import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  Pager,
  formatAmount,
  formatCOP,
  formatDateTime,
  onDemand,
  usePhoneLayout,
  type DataColumn,
  Typography,
} from '@agrocadena/shared-ui';
import type { StockMovement, UnitMeasure } from '@agrocadena/contracts';
import { MovementReason } from './movement-reason';
import { MovementLots } from './movement-lots';

// A party's card (and the antd dialog it is drawn with) comes when one is first opened.
const PersonCardDialog = onDemand(() => import('@agrocadena/shared-ui/antd-forms').then((module) => module.PersonCardDialog));

interface Props {
  movements: StockMovement[];
  loading: boolean;
  unit: UnitMeasure;
}

const MOVEMENTS_PAGE_SIZE = 10;

/**
 * The stock ledger, newest first: date, signed change with the lots it entered or left, unit cost,
 * reason (what moved it and with whom, docs/domain.md#stock-ledger) and the level it left.
 */
export function MovementsTable({ movements, loading, unit }: Props) {
  const { t, i18n } = useTranslation('inventory');
  const lang = i18n.language;
  // The API gives the ledger oldest first.
  const newestFirst = [...movements].reverse();
  const phone = usePhoneLayout();
  const [page, setPage] = useState(1);
  const [person, setPerson] = useState<string | null>(null);
  const date = (m: StockMovement) => <span className="inv-amount">{formatDateTime(m.date)}</span>;
  const change = (m: StockMovement) => (
    <Typography.Text type={m.change < 0 ? 'danger' : 'success'} className="inv-amount" data-testid="movement-change">
      {m.change > 0 ? '+' : m.change < 0 ? '−' : ''}
      {formatAmount(Math.abs(m.change), lang)} {unit}
    </Typography.Text>
  );
  const lots = (m: StockMovement) => <MovementLots lots={m.lots} unit={unit} />;
  const unitCost = (m: StockMovement) => formatCOP(m.unitCost, lang);
  const reason = (m: StockMovement) => <MovementReason movement={m} onPerson={setPerson} />;
  const after = (m: StockMovement) => (
    <span className="inv-amount">
      {formatAmount(m.amountAfter, lang)} {unit}
    </span>
  );
  // A phone gets two stacked columns (when and why; how much and at what cost): nothing off to the right.
  const columns: DataColumn<StockMovement>[] = phone
    ? [
        {
          key: 'date',
          title: t('products.detail.columns.date'),
          render: (m) => (
            <div className="inv-phone-cell">
              {date(m)}
              {reason(m)}
            </div>
          ),
        },
        {
          key: 'change',
          title: t('products.detail.columns.change'),
          render: (m) => (
            <div className="inv-phone-cell">
              {change(m)}
              {lots(m)}
              <span>{unitCost(m)}</span>
              <span>→ {after(m)}</span>
            </div>
          ),
        },
      ]
    : [
        { key: 'date', title: t('products.detail.columns.date'), render: (m) => date(m) },
        {
          key: 'change',
          title: t('products.detail.columns.change'),
          render: (m) => (
            <>
              {change(m)}
              {lots(m)}
            </>
          ),
        },
        { key: 'unitCost', title: t('products.detail.columns.unitCost'), render: (m) => unitCost(m) },
        { key: 'reason', title: t('products.detail.columns.reason'), render: (m) => reason(m) },
        { key: 'amountAfter', title: t('products.detail.columns.amountAfter'), render: (m) => after(m) },
      ];
  const shown = newestFirst.slice((page - 1) * MOVEMENTS_PAGE_SIZE, page * MOVEMENTS_PAGE_SIZE);
  return (
    <>
      <DataTable<StockMovement>
        rowKey={(m) => m._id}
        columns={columns}
        rows={shown}
        loading={loading}
        empty={t('products.detail.ledgerEmpty')}
        rowProps={() => ({ 'data-testid': 'movement-row' })}
      />
      <Pager page={page} total={newestFirst.length} pageSize={MOVEMENTS_PAGE_SIZE} onChange={setPage} showTotal={false} />
      {person && <PersonCardDialog userId={person} source="private" onClose={() => setPerson(null)} />}
    </>
  );
}

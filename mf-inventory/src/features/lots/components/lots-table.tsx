import NodeIndexOutlined from '@ant-design/icons/NodeIndexOutlined';
import AlertOutlined from '@ant-design/icons/AlertOutlined';
import { useTranslation } from 'react-i18next';
import type { Lot } from '@agrocadena/contracts';
import { expiryState } from '@agrocadena/contracts/rules';
import { Button, formatAmount, formatCOP, LinkButton, PaginatedTable, Tag, usePhoneLayout, type DataColumn } from '@agrocadena/shared-ui';
import { ExpiryTag } from '../../../shared/components/expiry-tag';
import { LotOrigin } from './lot-origin';

interface Props {
  lots: Lot[];
  total: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  /** The lot whose trace is open. */
  traced: string | null;
  onTrace: (lot: Lot) => void;
  emptyText: string;
}

const spent = (lot: Lot) => lot.left !== null && lot.left <= 0;

/** A product's lots in the order goods leave them: code and expiry mark, days, what is left, cost, origin, and the ways to its trace and recall. */
export function LotsTable({ lots, total, page, loading, onPageChange, traced, onTrace, emptyText }: Props) {
  const { t, i18n } = useTranslation('inventory');
  const lang = i18n.language;
  const phone = usePhoneLayout();
  const amount = (lot: Lot, value: number | null) => (value === null ? '—' : `${formatAmount(value, lang)} ${lot.product.unitMeasure}`);

  const code = (lot: Lot) => (
    <span className="inv-lot-code-cell">
      <strong data-testid="lot-code">{lot.code}</strong>
      {spent(lot) ? (
        <Tag data-testid="lot-spent">{t('lots.list.spent')}</Tag>
      ) : (
        <ExpiryTag state={expiryState(lot.expiresOn, lot.expiryWarningDays)} />
      )}
    </span>
  );
  const days = (lot: Lot) => (
    <span className="inv-lot-lines">
      <span className="inv-amount" data-testid="lot-entered">
        {t('lots.list.entered', { day: lot.enteredOn })}
      </span>
      <span className="inv-amount" data-testid="lot-expires">
        {lot.expiresOn ? t('lots.list.expires', { day: lot.expiresOn }) : t('lots.list.noExpiry')}
      </span>
    </span>
  );
  const stock = (lot: Lot) => (
    <span className="inv-lot-lines">
      <span className="inv-amount" data-testid="lot-left">
        {t('lots.list.leftOf', { left: amount(lot, lot.left), amount: amount(lot, lot.amount) })}
      </span>
      <span className="inv-amount" data-testid="lot-reserved">
        {t('lots.list.reserved', { amount: amount(lot, lot.reserved) })}
      </span>
    </span>
  );
  const cost = (lot: Lot) => (
    <span className="inv-amount" data-testid="lot-unit-cost">
      {formatCOP(lot.unitCost, lang)}
    </span>
  );
  const actions = (lot: Lot) => (
    <span className="inv-lot-actions">
      <Button
        type="link"
        icon={<NodeIndexOutlined />}
        onClick={() => onTrace(lot)}
        aria-pressed={traced === lot._id}
        aria-label={t('lots.list.traceOf', { code: lot.code })}
        data-testid="lot-trace-open"
      >
        {t('lots.list.trace')}
      </Button>
      <LinkButton type="link" icon={<AlertOutlined />} to={`/lotRecall/${encodeURIComponent(lot._id)}`} data-testid="lot-recall-link">
        {t('lots.list.recall')}
      </LinkButton>
    </span>
  );

  // A phone gets each lot as one stacked cell: nothing off to the right.
  const columns: DataColumn<Lot>[] = phone
    ? [
        {
          key: 'lot',
          title: t('lots.list.columns.lot'),
          render: (lot) => (
            <div className="inv-phone-cell">
              {code(lot)}
              {days(lot)}
              {stock(lot)}
              <span>{t('lots.list.unitCost', { cost: formatCOP(lot.unitCost, lang) })}</span>
              <LotOrigin lot={lot} />
              {actions(lot)}
            </div>
          ),
        },
      ]
    : [
        { key: 'lot', title: t('lots.list.columns.lot'), render: code },
        { key: 'days', title: t('lots.list.columns.days'), render: days },
        { key: 'stock', title: t('lots.list.columns.stock'), render: stock },
        { key: 'unitCost', title: t('lots.list.columns.unitCost'), render: cost },
        { key: 'origin', title: t('lots.list.columns.origin'), render: (lot) => <LotOrigin lot={lot} /> },
        { key: 'options', title: t('lots.list.columns.options'), render: actions },
      ];

  return (
    <PaginatedTable<Lot>
      rowKey={(lot) => lot._id}
      columns={columns}
      rows={lots}
      loading={loading}
      page={page}
      total={total}
      onPageChange={onPageChange}
      empty={<span data-testid="lots-empty">{emptyText}</span>}
      rowProps={(lot) => ({ 'data-testid': `lot-row-${lot.code}` })}
      data-testid="lots-table"
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { RecallLine } from '@agrocadena/contracts';
import { DataTable, formatAmount, usePhoneLayout, type DataColumn } from '@agrocadena/shared-ui';
import { OwnerContact } from './owner-contact';

interface Props {
  lines: RecallLine[];
  loading: boolean;
}

/** Every customer the lot's goods reached: who, how to reach them, which product, which lot it left and entered, how much and when. */
export function RecallLines({ lines, loading }: Props) {
  const { t, i18n } = useTranslation('inventory');
  const phone = usePhoneLayout();
  const customer = (line: RecallLine) => <OwnerContact owner={line.customer} withTown testId="recall-customer" />;
  const lots = (line: RecallLine) => (
    <span className="inv-lot-lines">
      <span data-testid="recall-from">{t('lots.recall.leftLot', { code: line.from.code })}</span>
      <span data-testid="recall-received">{line.lot ? t('lots.recall.receivedLot', { code: line.lot.code }) : t('lots.recall.noLot')}</span>
    </span>
  );
  const amount = (line: RecallLine) => (
    <span className="inv-amount" data-testid="recall-amount">
      {formatAmount(line.amount, i18n.language)} {line.unitMeasure}
    </span>
  );
  const day = (line: RecallLine) => <span data-testid="recall-day">{line.day}</span>;
  const product = (line: RecallLine) => <span data-testid="recall-product">{line.product}</span>;

  const columns: DataColumn<RecallLine>[] = phone
    ? [
        {
          key: 'customer',
          title: t('lots.recall.columns.customer'),
          render: (line) => (
            <div className="inv-phone-cell">
              {customer(line)}
              <span>
                {product(line)} · {amount(line)} · {day(line)}
              </span>
              {lots(line)}
            </div>
          ),
        },
      ]
    : [
        { key: 'customer', title: t('lots.recall.columns.customer'), render: customer },
        { key: 'product', title: t('lots.recall.columns.product'), render: product },
        { key: 'lots', title: t('lots.recall.columns.lots'), render: lots },
        { key: 'amount', title: t('lots.recall.columns.amount'), render: amount },
        { key: 'day', title: t('lots.recall.columns.day'), render: day },
      ];
  return (
    <DataTable<RecallLine>
      rowKey={(line) => `${line.customer._id}-${line.from._id}-${line.lot?._id ?? line.request?._id ?? ''}-${line.day}`}
      columns={columns}
      rows={lines}
      loading={loading}
      empty={<span data-testid="recall-empty">{t('lots.recall.empty')}</span>}
      rowProps={() => ({ 'data-testid': 'recall-line' })}
      data-testid="recall-lines"
    />
  );
}

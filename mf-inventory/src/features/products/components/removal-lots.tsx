import { useTranslation } from 'react-i18next';
import type { Lot, UnitMeasure } from '@agrocadena/contracts';
import { expiryState, unitDecimals } from '@agrocadena/contracts/rules';
import { formatAmount, LoadError, NUMBER_FIELD_TRIGGERS, numberInputRule, Typography } from '@agrocadena/shared-ui';
import { Form, QuantityInput, Switch } from '@agrocadena/shared-ui/forms';
import { ExpiryTag } from '../../../shared/components/expiry-tag';
import { chosenPick, freeOfLot, removalPreview, type ChosenAmounts } from '../rules/lot-pick';
import type { useRemovableLots } from '../hooks/use-removable-lots';
import './stock-lots.css';

interface Props {
  unit: UnitMeasure;
  /** What leaves, above 0. */
  removed: number;
  lots: ReturnType<typeof useRemovableLots>;
  choosing: boolean;
  onChoosingChange: (choosing: boolean) => void;
  chosen: ChosenAmounts;
}

/**
 * Which lots a removal takes (docs/domain.md#lots): the server's own pick previewed (the expired
 * first, then first-expiring-first), or the person's, an amount per lot (fields `chosen.<lot id>`)
 * adding up to the removal.
 */
export function RemovalLots({ unit, removed, lots, choosing, onChoosingChange, chosen }: Props) {
  const { t, i18n } = useTranslation('inventory');
  const withUnit = (amount: number) => `${formatAmount(amount, i18n.language)} ${unit}`;
  if (lots.loading) return <Typography.Paragraph type="secondary">{t('products.stock.lotsLoading')}</Typography.Paragraph>;
  if (lots.error) return <LoadError title={t('products.stock.lotsLoadError')} message={lots.error} onRetry={lots.reload} testId="stock-lots-error" />;
  if (lots.lots.length === 0) return null;

  const preview = choosing ? null : removalPreview(lots.lots, removed);
  const pick = choosing ? chosenPick(lots.lots, removed, chosen) : null;
  const choosable = lots.lots.filter((lot) => freeOfLot(lot) > 0);
  return (
    <div className="inv-stock-lots" data-testid="stock-lots">
      <label className="inv-stock-lots__switch">
        <Switch checked={choosing} onChange={onChoosingChange} data-testid="stock-choose-lots" />
        {t('products.stock.chooseLots')}
      </label>
      {preview && (
        <div className="inv-preview" data-testid="stock-lots-preview">
          <strong>{t('products.stock.lotsOut')}</strong>{' '}
          {preview.map((part, index) => (
            <span key={part.lot} className="inv-stock-lots__part" data-testid="stock-lot-part">
              {part.code} · {withUnit(part.amount)}
              {part.expired && <ExpiryTag state="expired" />}
              {index < preview.length - 1 && ', '}
            </span>
          ))}
          {preview.some((part) => part.expired) && <div className="inv-stock-lots__quiet">{t('products.stock.lotsOutExpired')}</div>}
        </div>
      )}
      {pick && (
        <div data-testid="stock-lot-choice">
          <Typography.Paragraph type="secondary">{t('products.stock.chooseLotsHint')}</Typography.Paragraph>
          {choosable.map((lot) => (
            <LotAmountField key={lot._id} lot={lot} unit={unit} />
          ))}
          <Typography.Text type={pick.problem?.kind === 'total' ? 'danger' : undefined} data-testid="stock-chosen-total">
            {pick.problem?.kind === 'total'
              ? t('products.stock.chosenMismatch', { amount: withUnit(removed), chosen: withUnit(pick.total) })
              : t('products.stock.chosenTotal', { amount: withUnit(removed), chosen: withUnit(pick.total) })}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}

/** How much leaves one lot, within what it holds free. */
function LotAmountField({ lot, unit }: { lot: Lot; unit: UnitMeasure }) {
  const { t, i18n } = useTranslation('inventory');
  const free = freeOfLot(lot);
  const freeText = `${formatAmount(free, i18n.language)} ${unit}`;
  const id = `stock-lot-${lot._id}`;
  return (
    <Form.Item
      name={['chosen', lot._id]}
      label={
        <span className="inv-stock-lots__label">
          {t('products.stock.lotAmount', { code: lot.code })}
          <ExpiryTag state={expiryState(lot.expiresOn, lot.expiryWarningDays)} day={lot.expiresOn} />
        </span>
      }
      extra={t('products.stock.lotFree', { free: freeText })}
      rules={[
        numberInputRule,
        {
          validator: async (_, amount: unknown) => {
            if (typeof amount === 'number' && amount > free) throw new Error(t('products.stock.aboveLot', { free: freeText }));
          },
        },
      ]}
      validateTrigger={NUMBER_FIELD_TRIGGERS}
      htmlFor={id}
    >
      <QuantityInput id={id} decimals={unitDecimals(unit)} suffix={unit} data-testid={`stock-lot-amount-${lot.code}`} />
    </Form.Item>
  );
}

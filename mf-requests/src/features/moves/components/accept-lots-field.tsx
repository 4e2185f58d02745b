import { useTranslation } from 'react-i18next';
import type { Lot } from '@agrocadena/contracts';
import { amountBelow, freeOfLot, isPastExpiry, unitDecimals, type LotsPreview } from '@agrocadena/contracts/rules';
import { Alert, formatAmount, formatDay, NUMBER_FIELD_TRIGGERS, numberInputRule, Tag, Typography } from '@agrocadena/shared-ui';
import { Form, QuantityInput, Switch } from '@agrocadena/shared-ui/forms';
import { LotParts } from '../../../shared/components/lot-parts';

interface Props {
  /** The product's lots with something free, in the order goods leave them. */
  lots: readonly Lot[];
  unit: string;
  /** Which lots the amount accepted leaves on its own, when they cover it. */
  preview: LotsPreview | null;
  choosing: boolean;
  /** Why the chosen lots do not do (they do not add up to the amount). */
  error: string | null;
}

/**
 * Which lots the accepted amount is held in: first-expiring-first, as the server picks them (the
 * expired last, and only once confirmed), or — "choose lots" — how much of each, which must add up
 * to the amount.
 */
export function AcceptLotsField({ lots, unit, preview, choosing, error }: Props) {
  const { t, i18n } = useTranslation('requests');
  const shown = (amount: number) => `${formatAmount(amount, i18n.language)} ${unit}`;
  return (
    <div className="rq-accept-lots">
      {!choosing && preview && (
        <div className="rq-lots-preview" data-testid="accept-lots-preview">
          {t('lots.leaving')} <LotParts parts={preview.parts} unit={unit} inline />
          {preview.needsConfirmation && (
            <Typography.Paragraph type="warning" className="rq-lots-note" data-testid="accept-lots-expired">
              {t('lots.leavingExpired')}
            </Typography.Paragraph>
          )}
        </div>
      )}
      {lots.length > 1 && (
        <Form.Item name="chooseLots" label={t('lots.choose')} valuePropName="checked" extra={choosing ? t('lots.chooseHint') : undefined}>
          <Switch data-testid="accept-choose-lots" />
        </Form.Item>
      )}
      {choosing && (
        <div data-testid="accept-lots">
          {lots.map((lot) => {
            const free = freeOfLot(lot);
            const label = lot.expiresOn
              ? t('lots.lotLabel', { code: lot.code, day: formatDay(lot.expiresOn), free: shown(free) })
              : t('lots.lotLabelNoExpiry', { code: lot.code, free: shown(free) });
            return (
              <Form.Item
                key={lot._id}
                name={['lots', lot._id]}
                label={
                  <span>
                    {label}
                    {isPastExpiry(lot.expiresOn) && (
                      <>
                        {' '}
                        <Tag className="rq-lot-expired">{t('lots.expired')}</Tag>
                      </>
                    )}
                  </span>
                }
                validateTrigger={NUMBER_FIELD_TRIGGERS}
                rules={[
                  numberInputRule,
                  {
                    validator: async (_, value: unknown) => {
                      if (typeof value === 'number' && amountBelow(free, value)) throw new Error(t('lots.aboveFree', { free: shown(free) }));
                    },
                  },
                ]}
              >
                <QuantityInput decimals={unitDecimals(unit)} suffix={unit} style={{ maxWidth: 240 }} data-testid={`accept-lot-${lot.code}`} />
              </Form.Item>
            );
          })}
          {error && <Alert type="error" showIcon title={error} data-testid="accept-lots-error" />}
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatAmount,
  formatCOP,
  isUnreadable,
  NUMBER_FIELD_TRIGGERS,
  numberInputRule,
  readableNumber,
  type NumberInputValue,
  Typography,
  useToast,
  Alert,
  Button,
} from '@agrocadena/shared-ui';
import type { LotChoice, Product, StockChangeResult } from '@agrocadena/contracts';
import { unitDecimals } from '@agrocadena/contracts/rules';
import { previewStockChange, stockLevels } from '../rules/stock-rules';
import { chosenPick, removalPreview, type ChosenAmounts } from '../rules/lot-pick';
import { lotCodeOf } from '../rules/lot-rules';
import { stockErrorField } from '../rules/stock-error-field';
import { useStockChange } from '../hooks/use-stock-change';
import { useRemovableLots } from '../hooks/use-removable-lots';
import { NewLotFields } from './new-lot-fields';
import { RemovalLots } from './removal-lots';
import { Form, MoneyInput, QuantityInput, type FormRule } from '@agrocadena/shared-ui/forms';
import { Descriptions, Modal } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  product: Product;
  onClose: () => void;
  /** The product and ledger row after a saved change: the caller updates its view without a reload. */
  onChanged?: (result: StockChangeResult) => void;
  /** The product as re-read after someone else's change. */
  onRefreshed?: (product: Product) => void;
}

interface StockValues {
  amount?: NumberInputValue;
  cost?: NumberInputValue;
  /** An added lot's own code and expiry day. */
  lotCode?: string;
  expiresOn?: string;
  /** The person's own pick of lots for a removal: an amount per lot id. */
  chosen?: Record<string, NumberInputValue>;
}

const readChosen = (chosen: StockValues['chosen']): ChosenAmounts =>
  Object.fromEntries(Object.entries(chosen ?? {}).map(([lot, amount]) => [lot, readableNumber(amount)]));

/**
 * Adds or removes stock (docs/domain.md#stock-ledger): zero or empty just closes; adding needs what
 * it cost in all, and may name its lot's code and expiry; removing takes no cost and never more than
 * is available — what is reserved stays (docs/domain.md#reservations), as the server would refuse —
 * and shows which lots go, or lets the person choose them (docs/domain.md#lots). Shows on hand,
 * reserved and available, and the new total, available and unit cost before saving.
 */
export function StockDialog({ product, onClose, onChanged, onRefreshed }: Props) {
  const { t, i18n } = useTranslation(['inventory', 'common']);
  const toast = useToast();
  const stockChange = useStockChange();
  const saving = stockChange.isPending;
  const [form] = Form.useForm<StockValues>();
  const [current, setCurrent] = useState(product);
  // The form's values as they change (Form.useWatch answers a moment later; the preview follows each key).
  const [values, setValues] = useState<StockValues>({});
  const [error, setError] = useState<{ message: string; refreshed: boolean } | null>(null);
  const [choosing, setChoosing] = useState(false);
  const lang = i18n.language;
  const unit = current.unitMeasure;
  const withUnit = (amount: number) => `${formatAmount(amount, lang)} ${unit}`;
  const levels = stockLevels(current);
  const preview = previewStockChange(current, readableNumber(values.amount), readableNumber(values.cost));
  // Half-typed or unreadable, the amount may still be an addition: its cost stays on screen meanwhile.
  const costShown = preview.kind === 'addition' || isUnreadable(values.amount);
  const removing = preview.kind === 'removal' && !preview.exceedsAvailable;
  const removed = removing ? -(readableNumber(values.amount) as number) : 0;
  const lots = useRemovableLots(current._id, removing);
  const costRule: FormRule = {
    validateTrigger: 'onChange',
    validator: async (_, cost: unknown) => {
      if (cost === null || cost === undefined || cost === 0) throw new Error(t('common:validation.requiredField'));
    },
  };

  function onValuesChange(changed: StockValues, all: StockValues) {
    const amount = readableNumber(changed.amount);
    // A removal takes no cost: whatever was typed there is dropped.
    if (amount !== null && amount < 0) form.setFieldsValue({ cost: null });
    setValues(amount !== null && amount < 0 ? { ...all, cost: null } : all);
  }

  function onChoosingChange(next: boolean) {
    // Choosing starts from the lots that would go anyway: the person only changes what differs.
    if (next) {
      const parts = removalPreview(lots.lots, removed) ?? [];
      const chosen = Object.fromEntries(parts.map((part) => [part.lot, part.amount]));
      form.setFieldsValue({ chosen });
      setValues((all) => ({ ...all, chosen }));
    }
    setChoosing(next);
  }

  async function onSubmit() {
    // Unreadable text, or an addition without its cost, stays on screen with its message.
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    const entered = readableNumber(checked.amount);
    const cost = readableNumber(checked.cost);
    const change = previewStockChange(current, entered, cost);
    if (change.kind === 'none') return onClose();
    if (change.exceedsAvailable) return;
    let sent: LotChoice[] = [];
    if (change.kind === 'removal' && choosing && lots.lots.length > 0) {
      const pick = chosenPick(lots.lots, -(entered as number), readChosen(checked.chosen));
      // What is wrong with the pick is on screen already.
      if (pick.problem) return;
      sent = pick.choices;
    }
    const lotsOfChange =
      change.kind === 'addition' ? { lotCode: lotCodeOf(checked.lotCode), expiresOn: checked.expiresOn || undefined } : { lots: sent };
    setError(null);
    stockChange.mutate(
      { product: current, entered: entered as number, cost: change.kind === 'addition' ? cost : null, lots: lotsOfChange },
      {
        onSuccess: (result) => {
          toast.success(t('inventory:products.stock.saved'));
          onChanged?.(result);
          onClose();
        },
        onError: (failure) => {
          // A lot field the server refused: its message goes under it.
          const field = stockErrorField(failure.field, sent);
          if (field) return form.setFields([{ name: field as never, errors: [failure.message] }]);
          // Someone changed the stock meanwhile: the 409 carries the product as it now is, and its lots moved too.
          const fresh = failure.code === 'STOCK_CHANGED' ? (failure.data as Product | null) : null;
          if (fresh) {
            setCurrent(fresh);
            onRefreshed?.(fresh);
            lots.stale();
          }
          setError({ message: failure.message, refreshed: Boolean(fresh) });
        },
      },
    );
  }

  return (
    <Modal
      open
      title={t('inventory:products.stock.title', { name: current.name })}
      onCancel={onClose}
      mask={{ closable: !saving }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving} data-testid="stock-cancel">
          {t('common:actions.cancel')}
        </Button>,
        <Button key="save" type="primary" onClick={() => void onSubmit()} loading={saving} data-testid="stock-save">
          {t('inventory:products.stock.submit')}
        </Button>,
      ]}
    >
      <div data-testid="stock-dialog">
        <Descriptions size="small" column={1} className="inv-stock-levels">
          <Descriptions.Item label={t('inventory:products.stock.current')}>
            <span data-testid="stock-current">{withUnit(levels.amount)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('inventory:products.levels.reserved')}>
            <span data-testid="stock-reserved">{withUnit(levels.reserved)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('inventory:products.levels.available')}>
            <span data-testid="stock-available">{withUnit(levels.available)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('inventory:products.stock.currentUnitCost')}>
            <span data-testid="stock-current-unit-cost">{formatCOP(current.unitCost, lang)}</span>
          </Descriptions.Item>
        </Descriptions>
        <Form form={form} layout="vertical" size="large" component="div" onValuesChange={onValuesChange}>
          <Form.Item
            name="amount"
            label={t('inventory:products.stock.amount')}
            extra={t('inventory:products.stock.amountHint')}
            rules={[numberInputRule]}
            validateTrigger={NUMBER_FIELD_TRIGGERS}
            htmlFor="stock-amount"
          >
            <QuantityInput
              id="stock-amount"
              negative
              decimals={unitDecimals(current.unitMeasure)}
              suffix={unit}
              onPressEnter={() => void onSubmit()}
              autoFocus
              data-testid="stock-amount"
            />
          </Form.Item>
          {costShown && (
            <Form.Item
              name="cost"
              label={t('inventory:products.stock.cost')}
              extra={t('inventory:products.stock.costHint')}
              rules={[costRule, numberInputRule]}
              validateTrigger={NUMBER_FIELD_TRIGGERS}
              htmlFor="stock-cost"
            >
              <MoneyInput id="stock-cost" onPressEnter={() => void onSubmit()} data-testid="stock-cost" />
            </Form.Item>
          )}
          {costShown && <NewLotFields idPrefix="stock" productName={current.name} dayHint={t('inventory:products.stock.expiresOnHint')} />}
          {removing && (
            <RemovalLots
              unit={unit}
              removed={removed}
              lots={lots}
              choosing={choosing}
              onChoosingChange={onChoosingChange}
              chosen={readChosen(values.chosen)}
            />
          )}
        </Form>
        {preview.kind !== 'none' && !preview.exceedsAvailable && (
          <Descriptions size="small" column={1} className="inv-preview" data-testid="stock-preview">
            <Descriptions.Item label={t('inventory:products.stock.newAmount')}>
              <span data-testid="stock-new-amount">{withUnit(preview.newAmount)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('inventory:products.stock.newAvailable')}>
              <span data-testid="stock-new-available">{withUnit(preview.newAvailable)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('inventory:products.stock.newUnitCost')}>
              <span data-testid="stock-new-unit-cost">
                {preview.newUnitCost === null ? (
                  <Typography.Text type="secondary">{t('inventory:products.stock.waitingForCost')}</Typography.Text>
                ) : (
                  formatCOP(preview.newUnitCost, lang)
                )}
              </span>
            </Descriptions.Item>
          </Descriptions>
        )}
        {preview.exceedsAvailable && (
          <Alert
            type="error"
            showIcon
            title={
              levels.reserved > 0
                ? t('inventory:products.stock.exceedsReserved', {
                    available: withUnit(levels.available),
                    reserved: withUnit(levels.reserved),
                    amount: withUnit(levels.amount),
                  })
                : t('inventory:products.stock.exceeds', { amount: withUnit(levels.amount) })
            }
            data-testid="stock-exceeds"
          />
        )}
        {error && (
          <Alert
            type="error"
            showIcon
            title={error.message}
            description={error.refreshed ? t('inventory:products.stock.changedMeanwhile') : undefined}
            data-testid="stock-error"
          />
        )}
      </div>
    </Modal>
  );
}

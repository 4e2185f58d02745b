import { useState } from 'react';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import type { SimpleProduct } from '@agrocadena/contracts';
import { mergeChosen, relativeWeights, type ActivitySide, type ChosenProduct } from '../rules/activity-form';
import { ProductChooserDialog } from './product-chooser-dialog';
import { WeightShare } from './weight-share';
import { QuantityInput } from '@agrocadena/shared-ui/forms';
import { Typography, Button } from '@agrocadena/shared-ui';

interface Props {
  side: ActivitySide;
  products: readonly SimpleProduct[];
  goBack: string;
  /** From the Form.Item. */
  value?: ChosenProduct[];
  onChange?: (value: ChosenProduct[]) => void;
}

/**
 * One side of an activity as a form field: its products with an amount each and their share of
 * the side, a remove button per product, and the chooser that adds or replaces them.
 */
export function ActivityProductsField({ side, products, goBack, value = [], onChange }: Props) {
  const { t } = useTranslation('production');
  const [choosing, setChoosing] = useState(false);
  const weights = relativeWeights(value.map((line) => line.amount));
  const change = (next: ChosenProduct[]) => onChange?.(next);

  return (
    <div className="pr-side" data-testid={`side-${side}`}>
      {value.length === 0 ? (
        <Typography.Text type="secondary" className="pr-side-empty">
          {t('activities.form.noneChosen')}
        </Typography.Text>
      ) : (
        <ul className="pr-side-lines">
          {value.map((line, index) => (
            <li key={line.id} className="pr-side-line" data-testid={`line-${side}-${line.name}`}>
              <span className="pr-side-name">{line.name}</span>
              <QuantityInput
                value={line.amount}
                onChange={(amount) => change(value.map((other) => (other.id === line.id ? { ...other, amount } : other)))}
                suffix={line.unitMeasure}
                aria-label={t('activities.form.amountOf', { name: line.name })}
                className="pr-side-amount"
                data-testid={`amount-${side}-${line.name}`}
              />
              <WeightShare percent={weights[index]} />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('activities.form.remove', { name: line.name })}
                title={t('activities.form.remove', { name: line.name })}
                onClick={() => change(value.filter((other) => other.id !== line.id))}
                data-testid={`remove-${side}-${line.name}`}
              />
            </li>
          ))}
        </ul>
      )}
      <Button icon={<PlusOutlined />} onClick={() => setChoosing(true)} data-testid={`choose-${side}`}>
        {t('activities.form.addProducts')}
      </Button>
      <ProductChooserDialog
        key={choosing ? 'open' : 'closed'}
        side={choosing ? side : null}
        products={products}
        chosen={value}
        goBack={goBack}
        onCancel={() => setChoosing(false)}
        onConfirm={(picked) => {
          setChoosing(false);
          change(mergeChosen(value, picked));
        }}
      />
    </div>
  );
}

import type { ReactNode } from 'react';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { useTranslation } from 'react-i18next';
import type { ProductAmount } from '@agrocadena/contracts/rules';
import { formatAmount, formatCOP, Typography, Alert, Button, Card } from '@agrocadena/shared-ui';
import type { PlanProduct } from '../rules/start-form';

interface Props {
  name: string;
  /** What the run would make, at its size. */
  outputs: readonly ProductAmount[];
  products: Readonly<Record<string, PlanProduct>>;
  cost: number;
  /** Its own needs (a secondary activity's inputs). */
  needs?: ReactNode;
  canStart: boolean;
  chosen: boolean;
  onChoose: () => void;
  /** Outsourcing the step to a provider, offered when my stock cannot start it. */
  onOutsource?: () => void;
}

/**
 * An activity a production order can start with: what it makes, what it costs, and its start button
 * — or, when my stock is short for it, the offer to have a provider make it (docs/domain.md#outsourcing).
 */
export function ActivityChoiceCard({ name, outputs, products, cost, needs, canStart, chosen, onChoose, onOutsource }: Props) {
  const { t, i18n } = useTranslation(['production', 'common']);
  return (
    <Card size="small" className={`pr-start-choice ${chosen ? 'pr-start-choice-chosen' : ''}`} title={name} data-testid={`choice-${name}`}>
      <Typography.Paragraph className="pr-run-line">
        {t('production:start.process.makes')}{' '}
        {outputs
          .map(
            (line) =>
              `${formatAmount(line.amount, i18n.language)} ${products[line.product]?.unitMeasure ?? ''} ${products[line.product]?.name ?? ''}`,
          )
          .join(', ')}
      </Typography.Paragraph>
      <Typography.Paragraph className="pr-run-line">
        {t('production:start.process.cost')}: <strong>{formatCOP(cost, i18n.language)}</strong>
      </Typography.Paragraph>
      {needs}
      {!canStart && (
        <Alert
          type="warning"
          showIcon
          title={t('common:validation.notEnoughProductsForOrder')}
          className="pr-form-error"
          data-testid="choice-blocked"
        />
      )}
      <div className="pr-form-actions">
        {!canStart && onOutsource && (
          <Button type="primary" icon={<SendOutlined />} onClick={onOutsource} data-testid="choice-outsource">
            {t('production:start.process.outsource')}
          </Button>
        )}
        <Button
          type={chosen ? 'default' : 'primary'}
          icon={chosen ? <CheckCircleOutlined /> : <PlayCircleOutlined />}
          disabled={!canStart}
          onClick={onChoose}
          data-testid="choice-start"
        >
          {chosen ? t('production:start.process.chosen') : t('production:start.process.choose')}
        </Button>
      </div>
    </Card>
  );
}

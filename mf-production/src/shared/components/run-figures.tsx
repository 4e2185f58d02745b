import { useTranslation } from 'react-i18next';
import type { ConsumedInput, OutputFigures, RunFigures } from '@agrocadena/contracts';
import { formatAmount, formatCOP, Typography } from '@agrocadena/shared-ui';
import '../../i18n/register';
import './figures.css';

type Product = OutputFigures['product'];

/** "9,5 Kg" the reader's way. */
export function useAmountText() {
  const { i18n } = useTranslation();
  return (amount: number, product: Pick<Product, 'unitMeasure'>) => `${formatAmount(amount, i18n.language)} ${product.unitMeasure}`;
}

/** "95 %", "101,7 %", or a dash when nothing was expected. */
export function usePercentText() {
  const { i18n } = useTranslation();
  return (percent: number | null) => (percent === null ? '—' : `${formatAmount(percent, i18n.language)} %`);
}

/**
 * Each output expected or made (docs/domain.md#order-figures): expected and actual amounts, the
 * yield, the share of the cost and that share per unit made ("$ 8.824 / Kg").
 */
export function OutputFiguresTable({ outputs, testId }: { outputs: readonly OutputFigures[]; testId: string }) {
  const { t, i18n } = useTranslation('production');
  const amount = useAmountText();
  const percent = usePercentText();
  const money = (value: number) => formatCOP(value, i18n.language);
  return (
    <table className="pr-figures" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('figures.product')}</th>
          <th scope="col">{t('figures.expected')}</th>
          <th scope="col">{t('figures.actual')}</th>
          <th scope="col">{t('figures.yield')}</th>
          <th scope="col">{t('figures.cost')}</th>
          <th scope="col">{t('figures.unitCost')}</th>
        </tr>
      </thead>
      <tbody>
        {outputs.map((line) => (
          <tr key={line.product._id} data-testid={`${testId}-${line.product.name}`}>
            <th scope="row">{line.product.name}</th>
            <td>{line.yieldPercent === null && line.expected === 0 ? '—' : amount(line.expected, line.product)}</td>
            <td>{amount(line.actual, line.product)}</td>
            <td>{percent(line.yieldPercent)}</td>
            <td>{money(line.cost)}</td>
            <td>{line.unitCost === null ? '—' : t('figures.perUnit', { cost: money(line.unitCost), unit: line.product.unitMeasure })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each input a run consumed: how much left the stock and what it was worth then. */
export function InputFiguresTable({ inputs, testId }: { inputs: readonly ConsumedInput[]; testId: string }) {
  const { t, i18n } = useTranslation('production');
  const amount = useAmountText();
  if (inputs.length === 0)
    return (
      <Typography.Paragraph type="secondary" data-testid={testId}>
        {t('figures.nothingConsumed')}
      </Typography.Paragraph>
    );
  return (
    <table className="pr-figures" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('figures.product')}</th>
          <th scope="col">{t('figures.consumed')}</th>
          <th scope="col">{t('figures.cost')}</th>
        </tr>
      </thead>
      <tbody>
        {inputs.map((line) => (
          <tr key={line.product._id} data-testid={`${testId}-${line.product.name}`}>
            <th scope="row">{line.product.name}</th>
            <td>{amount(line.amount, line.product)}</td>
            <td>{formatCOP(line.cost, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A run's figures: what it consumed, what it made against what was expected, and its final cost. */
export function RunFiguresView({ figures, testId }: { figures: RunFigures; testId: string }) {
  const { t, i18n } = useTranslation('production');
  return (
    <div data-testid={testId}>
      <Typography.Text strong>{t('figures.inputs')}</Typography.Text>
      <InputFiguresTable inputs={figures.inputs} testId={`${testId}-inputs`} />
      <Typography.Text strong>{t('figures.outputs')}</Typography.Text>
      <OutputFiguresTable outputs={figures.outputs} testId={`${testId}-outputs`} />
      <Typography.Paragraph className="pr-figure-line" data-testid={`${testId}-final-cost`}>
        {t('figures.finalCost', { cost: figures.finalCost === null ? '—' : formatCOP(figures.finalCost, i18n.language) })}
      </Typography.Paragraph>
    </div>
  );
}

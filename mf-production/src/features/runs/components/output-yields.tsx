import { useTranslation } from 'react-i18next';
import type { RunProduct } from '@agrocadena/contracts';
import { formatAmount } from '@agrocadena/shared-ui';
import { Form } from '@agrocadena/shared-ui/forms';
import { amountLines } from '../../../shared/rules/finished-amounts';
import { outputYields, signedAmount } from '../rules/output-yields';

/**
 * Beside the amounts of a completion, per output typed: expected, actual, the difference and the
 * yield ("+1 Kg", "101,7 %") — what is recorded and stocked is the actual amount.
 */
export function OutputYields({ products }: { products: readonly RunProduct[] }) {
  const { t, i18n } = useTranslation('production');
  const form = Form.useFormInstance();
  const amounts = Form.useWatch('amounts', form) as Record<string, unknown> | undefined;
  const yields = outputYields(products, amountLines(products, amounts));
  if (yields.length === 0) return null;
  const amount = (value: number, unit: string) => `${formatAmount(value, i18n.language)} ${unit}`;
  return (
    <table className="pr-run-yields" data-testid="run-yields">
      <thead>
        <tr>
          <th scope="col">{t('runs.yields.product')}</th>
          <th scope="col">{t('runs.yields.expected')}</th>
          <th scope="col">{t('runs.yields.actual')}</th>
          <th scope="col">{t('runs.yields.difference')}</th>
          <th scope="col">{t('runs.yields.percent')}</th>
        </tr>
      </thead>
      <tbody>
        {yields.map((line) => (
          <tr key={line.product._id} data-testid={`yield-${line.product.name}`}>
            <th scope="row">{line.product.name}</th>
            <td>{amount(line.expected, line.product.unitMeasure)}</td>
            <td>{amount(line.actual, line.product.unitMeasure)}</td>
            <td>{`${signedAmount(line.difference, i18n.language)} ${line.product.unitMeasure}`}</td>
            <td>{line.percent === null ? '—' : `${formatAmount(line.percent, i18n.language)} %`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useTranslation } from 'react-i18next';
import type { RunProduct } from '@agrocadena/contracts';
import { formatAmount } from '@agrocadena/shared-ui';

interface Props {
  lines: readonly RunProduct[];
  testId: string;
}

/** Products and their amounts, one a line: "Pulpa de mango: 60 Kg". */
export function ProductLines({ lines, testId }: Props) {
  const { i18n } = useTranslation();
  return (
    <ul data-testid={testId}>
      {lines.map((line) => (
        <li key={line.product._id}>
          {line.product.name}: {formatAmount(line.amount, i18n.language)} {line.product.unitMeasure}
        </li>
      ))}
    </ul>
  );
}

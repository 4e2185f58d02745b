import { useTranslation } from 'react-i18next';
import type { RequestLine } from '@agrocadena/contracts';
import { formatAmount } from '@agrocadena/shared-ui';

interface Props {
  lines: readonly RequestLine[];
  testId: string;
}

/** Products and their amounts, one a line: "Mango Tommy: 20 Kg". */
export function RequestLines({ lines, testId }: Props) {
  const { i18n } = useTranslation();
  return (
    <ul className="rq-lines" data-testid={testId}>
      {lines.map((line) => (
        <li key={line.product._id}>
          {line.product.name}: {formatAmount(line.amount, i18n.language)} {line.product.unitMeasure}
        </li>
      ))}
    </ul>
  );
}

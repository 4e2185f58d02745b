import { useTranslation } from 'react-i18next';
import type { DeliveredLine, RequestLine } from '@agrocadena/contracts';
import { formatAmount } from '@agrocadena/shared-ui';
import { LotParts } from './lot-parts';

interface Props {
  /** What was asked, or what was handed over with the lots it left. */
  lines: readonly (RequestLine | DeliveredLine)[];
  testId: string;
}

/** Products and their amounts, one a line: "Mango Tommy: 20 Kg"; a delivered line's lots under it. */
export function RequestLines({ lines, testId }: Props) {
  const { i18n } = useTranslation();
  return (
    <ul className="rq-lines" data-testid={testId}>
      {lines.map((line, index) => (
        <li key={line.product._id}>
          {line.product.name}: {formatAmount(line.amount, i18n.language)} {line.product.unitMeasure}
          {'lots' in line && line.lots.length > 0 && (
            <LotParts parts={line.lots} unit={line.product.unitMeasure} testId={`${testId}-lots-${index}`} />
          )}
        </li>
      ))}
    </ul>
  );
}

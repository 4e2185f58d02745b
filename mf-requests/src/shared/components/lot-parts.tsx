import { useTranslation } from 'react-i18next';
import { formatAmount, Tag } from '@agrocadena/shared-ui';
import './lot-parts.css';

interface Part {
  code: string;
  /** What left the lot (a ledger's negative amounts are shown as what left). */
  amount: number;
  expired: boolean;
}

interface Props {
  parts: readonly Part[];
  unit: string;
  /** One lot a line (a delivered line's lots) or one line of lots separated by commas (a preview). */
  inline?: boolean;
  testId?: string;
}

/** Lots and how much of each: "QUE-20261128-03 · 2 Kg", an expired one marked. */
export function LotParts({ parts, unit, inline = false, testId }: Props) {
  const { t, i18n } = useTranslation('requests');
  return (
    <ul className={`rq-lots${inline ? ' rq-lots--inline' : ''}`} data-testid={testId}>
      {parts.map((part, index) => (
        <li key={`${part.code}-${index}`} data-expired={part.expired}>
          {t('lots.part', { code: part.code, amount: formatAmount(Math.abs(part.amount), i18n.language), unit })}
          {part.expired && (
            <>
              {' '}
              <Tag className="rq-lot-expired">{t('lots.expired')}</Tag>
            </>
          )}
          {inline && index < parts.length - 1 && ', '}
        </li>
      ))}
    </ul>
  );
}

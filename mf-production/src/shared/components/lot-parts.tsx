import { useTranslation } from 'react-i18next';
import { formatAmount, Tag } from '@agrocadena/shared-ui';
import type { LotPart } from '@agrocadena/contracts/rules';
import './lots.css';

interface Props {
  parts: readonly LotPart[];
  unit: string;
  testId?: string;
}

/** Which lots goods leave and how much of each, on one line: "Saldrán: QUE-20261128-01 · 3 Kg, …", an expired one marked. */
export function LotParts({ parts, unit, testId }: Props) {
  const { t, i18n } = useTranslation('production');
  return (
    <span className="pr-lots-leaving" data-testid={testId}>
      {t('lots.leaving')}{' '}
      {parts.map((part, index) => (
        <span key={part.lot} data-expired={part.expired}>
          {t('lots.part', { code: part.code, amount: formatAmount(part.amount, i18n.language), unit })}
          {part.expired && (
            <>
              {' '}
              <Tag className="pr-lot-expired">{t('lots.expired')}</Tag>
            </>
          )}
          {index < parts.length - 1 && ', '}
        </span>
      ))}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { numberFormat } from '@agrocadena/shared-ui';

/** A product's share of its side: a thin bar and the percent, written the language's way. */
export function WeightShare({ percent }: { percent: number }) {
  const { t, i18n } = useTranslation('production');
  const text = formatShare(percent, i18n.language);
  return (
    <span className="pr-weight" title={t('activities.fields.weight')} data-testid="weight">
      <span className="pr-weight-bar" aria-hidden>
        <span style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
      </span>
      <span className="pr-weight-text">{text}</span>
    </span>
  );
}

export function formatShare(percent: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

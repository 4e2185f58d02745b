import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatAmount, Skeleton } from '@agrocadena/shared-ui';
import './overview.css';

export interface OverviewCount {
  /** The count's key in the answer, also its label key (`overview.<key>`). */
  key: string;
  /** The list it opens. */
  to: string;
  /** The bar's colour: which state it is. */
  tone: 'all' | 'scheduled' | 'active' | 'paused' | 'completed' | 'aborted';
}

interface Props {
  counts: Record<string, number> | undefined;
  items: readonly OverviewCount[];
}

/**
 * The counts as links to their lists, each with a bar of its share beside it: the states' bars
 * are scaled to the largest state, so a glance tells where the work is.
 */
export function OverviewCounts({ counts, items }: Props) {
  const { t, i18n } = useTranslation('production');
  if (!counts) return <Skeleton rows={6} />;
  const states = items.filter((item) => item.tone !== 'all');
  const largest = Math.max(1, ...states.map((item) => counts[item.key] ?? 0));
  return (
    <ul className="pr-overview" data-testid="overview-counts">
      {items.map((item) => {
        const value = counts[item.key] ?? 0;
        return (
          <li key={item.key} className={`pr-overview-item pr-tone-${item.tone}`}>
            <Link to={item.to} className="pr-overview-link" data-testid={`count-${item.key}`}>
              <span className="pr-overview-number">{formatAmount(value, i18n.language)}</span>
              <span className="pr-overview-label">{t(`overview.${item.key}`)}</span>
            </Link>
            {item.tone !== 'all' && (
              <span className="pr-overview-bar" aria-hidden>
                <span style={{ width: `${(value / largest) * 100}%` }} />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

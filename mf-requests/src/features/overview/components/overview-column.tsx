import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RequestsOverview } from '@agrocadena/contracts';
import type { RequestSide } from '@agrocadena/contracts/core';
import { CountBadge, formatAmount, Typography } from '@agrocadena/shared-ui';
import { OVERVIEW_LINKS } from '../rules/overview-links';
import './overview.css';

interface Props {
  side: RequestSide;
  overview: RequestsOverview;
}

/** One side's four lists as links with their counts; the pending one with a red badge of its unseen requests. */
export function OverviewColumn({ side, overview }: Props) {
  const { t, i18n } = useTranslation('requests');
  const unseen = overview.unseen[side];
  return (
    <section className={`rq-overview-column rq-side-${side}`} data-testid={`overview-${side}`}>
      <Typography.Title level={4} className="rq-overview-title">
        {t(`overview.${side}`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="rq-overview-hint">
        {t(`overview.${side}Hint`)}
      </Typography.Paragraph>
      <ul className="rq-overview-links">
        {OVERVIEW_LINKS[side].map(({ group, count, to }) => (
          <li key={group}>
            <Link to={to} className="rq-overview-link" data-testid={`count-${count}`}>
              <span className="rq-overview-number">{formatAmount(overview[count], i18n.language)}</span>
              <span className="rq-overview-label">{t(`overview.groups.${group}`)}</span>
              {group === 'pending' && unseen > 0 && (
                <CountBadge count={unseen} title={t('overview.unseen', { count: unseen })} data-testid={`unseen-${side}`} />
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadMore, Typography } from '@agrocadena/shared-ui';

interface Props {
  name: string;
  /** The server's thumbnail (cards never download the full image), or null. */
  image: string | null;
  /** Shown in place of a missing picture. */
  placeholder: ReactNode;
  tag?: ReactNode;
  description: string | null;
  provider: string;
  /** What this kind of offer adds: price × unit, the towns covered, the branch office … */
  details?: ReactNode;
  actions: ReactNode;
  /** Seen without scrolling: its picture loads at once (lazy, the first paint's largest image would wait for the page's scripts). */
  firstScreen?: boolean;
  testId: string;
}

/** One offer of a catalogue: its picture, name, a 40-character description, who offers it, and what one can do. */
export function OfferCard({ name, image, placeholder, tag, description, provider, details, actions, firstScreen = false, testId }: Props) {
  const { t } = useTranslation('catalog');
  const cover = image ? (
    <img className="cat-card-image" src={image} alt={t('card.imageAlt', { name })} loading={firstScreen ? 'eager' : 'lazy'} />
  ) : (
    <div className="cat-card-image cat-card-placeholder" role="img" aria-label={t('card.noImage')}>
      {placeholder}
    </div>
  );
  return (
    <article className="cat-card" data-testid={testId}>
      {cover}
      <div className="cat-card-body">
        <div className="cat-card-head">
          <Typography.Title level={4} look={5} className="cat-card-name" data-testid="offer-name">
            {name}
          </Typography.Title>
          {tag}
        </div>
        {description && (
          <Typography.Paragraph className="cat-card-description">
            <ReadMore text={description} testId="offer-description" />
          </Typography.Paragraph>
        )}
        {provider && (
          <Typography.Text type="secondary" data-testid="offer-provider">
            {t('card.offeredBy', { name: provider })}
          </Typography.Text>
        )}
        {details}
        <div className="cat-card-actions">{actions}</div>
      </div>
    </article>
  );
}

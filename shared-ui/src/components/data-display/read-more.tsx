import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_PREVIEW_LENGTH } from '../../constants';
import { Typography } from './typography';
import './read-more.css';

interface Props {
  text: string | null | undefined;
  /** Characters shown before "read more" (40 by default). */
  limit?: number;
  testId?: string;
}

/** A long text cut at `limit` characters with a "read more" link that shows all of it. */
export function ReadMore({ text, limit = DESCRIPTION_PREVIEW_LENGTH, testId }: Props) {
  const { t } = useTranslation('common');
  const [expanded, setExpanded] = useState(false);
  if (!text) return null;
  // By code points, so an emoji or an accent is never cut in half.
  const characters = Array.from(text);
  if (expanded || characters.length <= limit) {
    return <span data-testid={testId}>{text}</span>;
  }
  return (
    <span data-testid={testId}>
      {characters.slice(0, limit).join('').trimEnd()}…{' '}
      <Typography.Link className="ac-read-more" onClick={() => setExpanded(true)} data-testid={testId ? `${testId}-more` : undefined}>
        {t('actions.readMore')}
      </Typography.Link>
    </span>
  );
}

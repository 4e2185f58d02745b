import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Says aloud, to a screen reader, that requests are waiting when their count rises — a request
 * arriving live while the person works elsewhere, which a sighted person sees on the badge
 * (docs/accessibility.md#live-regions). A fall says nothing (the person just read them), and clears
 * what was said, so the next rise to the same number is heard again.
 */
export function UnseenAnnouncer({ total }: { total: number }) {
  const { t } = useTranslation('shell');
  const [said, setSaid] = useState('');
  const previous = useRef(total);
  useEffect(() => {
    if (total > previous.current) setSaid(t('nav.unseenNow', { count: total }));
    else if (total < previous.current) setSaid('');
    previous.current = total;
  }, [total, t]);
  return (
    <span className="visually-hidden" role="status" aria-live="polite" data-testid="unseen-announcer">
      {said}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { Tag } from '@agrocadena/shared-ui';
import type { ExpiryState } from '@agrocadena/contracts/rules';
import './expiry-tag.css';

interface Props {
  state: ExpiryState;
  /** The expiry day, said beside the mark when known. */
  day?: string | null;
  testId?: string;
}

/** "Vence pronto" or "Vencido", with the day: nothing for goods far from their expiry (docs/domain.md#lots). */
export function ExpiryTag({ state, day, testId = 'expiry-tag' }: Props) {
  const { t } = useTranslation('inventory');
  if (state === 'fresh') return null;
  return (
    <Tag className={`inv-expiry-tag inv-expiry-tag--${state}`} data-testid={testId}>
      {day ? t(`expiry.${state}On`, { day }) : t(`expiry.${state}`)}
    </Tag>
  );
}

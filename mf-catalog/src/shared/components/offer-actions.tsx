import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { Tag, Button } from '@agrocadena/shared-ui';

interface Props {
  /** The logged-in user offers it: "your product" in place of apply. */
  own: boolean;
  ownLabel: string;
  /** This kind of offer takes an application here (transport and storage do not yet). */
  canApply: boolean;
  /** Why it cannot be asked for now (e.g. out of stock): the apply button shows it, disabled. */
  unavailable?: string | null;
  onSeeProvider: () => void;
  onApply: () => void;
}

/** See who offers it, and apply for it — or, for one's own offer, say so. */
export function OfferActions({ own, ownLabel, canApply, unavailable = null, onSeeProvider, onApply }: Props) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <Button size="large" icon={<UserOutlined aria-hidden />} onClick={onSeeProvider} data-testid="offer-see-provider">
        {t('card.seeProvider')}
      </Button>
      {own ? (
        <Tag color="green" className="cat-own" data-testid="offer-own">
          {ownLabel}
        </Tag>
      ) : (
        canApply && (
          <Button type="primary" size="large" onClick={onApply} disabled={unavailable !== null} data-testid="offer-apply">
            {unavailable ?? t('card.apply')}
          </Button>
        )
      )}
    </>
  );
}

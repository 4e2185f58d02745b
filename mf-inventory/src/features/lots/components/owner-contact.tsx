import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { useTranslation } from 'react-i18next';
import type { LotOwner } from '@agrocadena/contracts';
import { personName } from '@agrocadena/shared-ui';

interface Props {
  owner: LotOwner;
  /** Also the town (a recall's customer). */
  withTown?: boolean;
  testId: string;
}

/** Who holds the goods and how to reach them: business or name, then a phone and an email a finger can tap. */
export function OwnerContact({ owner, withTown = false, testId }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  return (
    <div className="inv-owner" data-testid={testId}>
      <strong className="inv-owner__name" data-testid={`${testId}-name`}>
        {personName(owner) || t('common:unnamedUser')}
      </strong>
      {withTown && owner.town && <span data-testid={`${testId}-town`}>{owner.town}</span>}
      {owner.phone && (
        <a className="inv-owner__reach" href={`tel:${owner.phone.replace(/[^\d+]/g, '')}`} data-testid={`${testId}-phone`}>
          <PhoneOutlined aria-label={t('inventory:lots.contact.phone')} /> {owner.phone}
        </a>
      )}
      {owner.email && (
        <a className="inv-owner__reach" href={`mailto:${owner.email}`} data-testid={`${testId}-email`}>
          <MailOutlined aria-label={t('inventory:lots.contact.email')} /> {owner.email}
        </a>
      )}
    </div>
  );
}

import { Button } from '../../components/buttons/button';
import { Spin } from '../../components/feedback/spin';
import { Avatar } from '../../components/data-display/avatar';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routes } from '@agrocadena/contracts/client';
import type { PersonCard } from '@agrocadena/contracts';
import { routeQuery } from '../../data/route-query';
import { messageOf } from '../../data/api-error';
import { LoadError } from '../../components/feedback/load-error';
import { personName } from './person-name';
import './person-card-dialog.css';
import { Modal } from '../../antd-parts';
import { Typography } from '../../components/data-display/typography';

interface Props {
  /** The person shown; the dialog is open while it is set. */
  userId: string | null;
  /** 'public': anyone may ask (the catalogue's see provider); 'private': a logged-in user's contacts and requests. */
  source: 'public' | 'private';
  onClose: () => void;
}

/** How to reach a person: name, photo, email, phones and town, each a link the phone can act on. */
export function PersonCardDialog({ userId, source, onClose }: Props): JSX.Element {
  const { t } = useTranslation('common');
  const input = { params: { id: userId ?? '' } };
  const options = source === 'public' ? routeQuery(routes.publicProvider, input) : routeQuery(routes.personCard, input);
  const query = useQuery({ ...options, enabled: userId !== null });

  return (
    <Modal
      open={userId !== null}
      title={t('personCard.title')}
      onCancel={onClose}
      destroyOnHidden
      centered
      data-testid="person-card-dialog"
      footer={
        <Button size="large" onClick={onClose} data-testid="person-card-close">
          {t('actions.close')}
        </Button>
      }
    >
      {query.isError ? (
        <LoadError
          title={t('personCard.loadError')}
          message={messageOf(query.error)}
          onRetry={() => void query.refetch()}
          testId="person-card-error"
        />
      ) : query.data ? (
        <PersonCardBody person={query.data} />
      ) : (
        <div className="ac-person-card-status" role="status" data-testid="person-card-loading">
          <Spin />
          <Typography.Text type="secondary">{t('personCard.loading')}</Typography.Text>
        </div>
      )}
    </Modal>
  );
}

function PersonCardBody({ person }: { person: PersonCard }) {
  const { t } = useTranslation('common');
  const name = personName(person) || person.email;
  return (
    <div className="ac-person-card" data-testid="person-card">
      <Avatar size={96} src={person.photo} icon={<UserOutlined />} alt={t('personCard.photoAlt', { name })} />
      <Typography.Title level={4} className="ac-person-card-name" data-testid="person-card-name">
        {name}
      </Typography.Title>
      <ul className="ac-person-card-lines">
        <li>
          <a href={`mailto:${person.email}`} aria-label={t('personCard.writeTo', { email: person.email })} data-testid="person-card-email">
            <MailOutlined aria-hidden />
            {person.email}
          </a>
        </li>
        {person.phoneNumbers.map((phone) => (
          <li key={phone}>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={t('personCard.call', { phone })} data-testid="person-card-phone">
              <PhoneOutlined aria-hidden />
              {phone}
            </a>
          </li>
        ))}
        {person.town && (
          <li>
            <span data-testid="person-card-town">
              <EnvironmentOutlined aria-hidden />
              {person.town}
            </span>
          </li>
        )}
      </ul>
    </div>
  );
}

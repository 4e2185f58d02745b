import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { useTranslation } from 'react-i18next';
import { useUnseenRequests, LinkButton, Card } from '@agrocadena/shared-ui';
import './home.css';

export function UnseenRequestsCard() {
  const { t } = useTranslation('shell');
  const { sent, received, total } = useUnseenRequests();
  return (
    <Card className="unseen-card" data-testid="unseen-card">
      <div className="unseen-main">
        <span className="unseen-icon">
          <InboxOutlined />
        </span>
        <div>
          <div className="unseen-total" data-testid="unseen-total">
            {total}
          </div>
          <div className="unseen-label">{t('home.unseen', { count: total })}</div>
        </div>
      </div>
      <div className="unseen-split">
        <span data-testid="unseen-received">{t('home.unseenReceived', { count: received })}</span>
        <span data-testid="unseen-sent">{t('home.unseenSent', { count: sent })}</span>
      </div>
      <LinkButton to="/requestsOverview" block data-testid="unseen-go">
        {t('home.seeRequests')}
      </LinkButton>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import DisconnectOutlined from '@ant-design/icons/DisconnectOutlined';
import { useOnline } from '../../hooks/use-online';
import './offline-banner.css';

/**
 * A bar pinned to the bottom of the screen while the connection is lost: what shows is what was
 * last read (the persisted query cache), and saving waits for the connection.
 */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (online) return null;
  return (
    <>
      <div className="offline-spacer" aria-hidden />
      <div className="offline-banner" role="status" data-testid="offline-banner">
        <DisconnectOutlined aria-hidden />
        <span>
          <strong>{t('offline.title')}.</strong> {t('offline.detail')}
        </span>
      </div>
    </>
  );
}

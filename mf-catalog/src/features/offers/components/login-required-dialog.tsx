import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '@agrocadena/shared-ui/antd-forms';
import { Typography, Button } from '@agrocadena/shared-ui';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * A guest who applies: log in (or sign up from there) and come back. The login page returns one
 * page back (`redirect=back`), to this catalogue with its filter and page still in the URL.
 */
export function LoginRequiredDialog({ open, onClose }: Props) {
  const { t } = useTranslation(['catalog', 'common']);
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      title={t('catalog:guest.title')}
      onCancel={onClose}
      centered
      data-testid="login-required-dialog"
      footer={
        <div className="cat-dialog-actions">
          <Button size="large" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="primary" size="large" onClick={() => navigate('/login?redirect=back')} data-testid="login-required-go">
            {t('catalog:guest.logIn')}
          </Button>
        </div>
      }
    >
      <Typography.Paragraph>{t('catalog:guest.text')}</Typography.Paragraph>
    </Modal>
  );
}

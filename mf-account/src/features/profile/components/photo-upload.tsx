import CameraOutlined from '@ant-design/icons/CameraOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { usePhotoUpload } from '../hooks/use-photo-upload';
import { UPLOADS } from '@agrocadena/contracts/core';
import { Avatar, FILE_ACCEPT, FileButton, Typography, Alert } from '@agrocadena/shared-ui';

interface Props {
  userId: string;
  photo: string | null;
}

export function PhotoUpload({ userId, photo }: Props) {
  const { t } = useTranslation(['account', 'common']);
  const { url, busy, error, accept, upload } = usePhotoUpload(userId, photo);

  return (
    <section aria-label={t('common:fields.photo')} data-testid="photo-upload">
      <div className="acc-photo">
        <Avatar size={96} src={url} icon={<UserOutlined />} alt={t('account:profile.photo.alt')} data-testid="photo-preview" />
        <div>
          <FileButton
            accept={FILE_ACCEPT.image}
            onPick={(file) => void accept(file).then((ok) => ok && upload(file))}
            icon={<CameraOutlined />}
            loading={busy}
            data-testid="photo-upload-button"
          >
            {t(url ? 'account:profile.photo.change' : 'account:profile.photo.add')}
          </FileButton>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('account:profile.photo.hint', { max: UPLOADS.image.maxMb })}
          </Typography.Paragraph>
        </div>
      </div>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="photo-error" />}
    </section>
  );
}

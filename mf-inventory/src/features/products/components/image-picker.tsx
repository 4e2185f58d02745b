import { useState } from 'react';
import { Button, Image, Space, Typography, Upload } from 'antd';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { useTranslation } from 'react-i18next';
import { isAcceptableImage } from '@agrocadena/shared-ui';
import { UPLOADS } from '@agrocadena/contracts';
import { useDelayedPreview } from '../hooks/use-delayed-preview';

interface Props {
  value?: File | null;
  onChange?: (file: File | null) => void;
  testId?: string;
}

/**
 * Picks one product image for a form without uploading it (the form uploads after saving the
 * product). Wrong type or size is refused at once, before any upload; the preview follows a second later.
 */
export function ImagePicker({ value, onChange, testId = 'product-image' }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const [refused, setRefused] = useState(false);
  const preview = useDelayedPreview(value);

  return (
    <div data-testid={testId}>
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <Upload
          accept={UPLOADS.image.types.join(',')}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            const acceptable = isAcceptableImage(file);
            setRefused(!acceptable);
            if (acceptable) onChange?.(file);
            // Never upload from here: the form does it once the product exists.
            return acceptable ? false : Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<PictureOutlined />} size="large" data-testid={`${testId}-button`}>
            {t(value ? 'inventory:products.create.changeImage' : 'inventory:products.create.chooseImage')}
          </Button>
        </Upload>
        <Typography.Text type={refused ? 'danger' : 'secondary'} data-testid={refused ? `${testId}-refused` : undefined}>
          {refused
            ? t('common:validation.invalidImage', { max: UPLOADS.image.maxMb })
            : t('inventory:products.create.imageHint', { max: UPLOADS.image.maxMb })}
        </Typography.Text>
        {value && (
          <div className="inv-image-preview">
            {preview.url ? (
              <Image src={preview.url} alt={t('inventory:products.create.imagePreviewAlt')} width={160} data-testid={`${testId}-preview`} />
            ) : (
              <Typography.Text type="secondary">{t('inventory:products.create.loadingPreview')}</Typography.Text>
            )}
            <Typography.Text type="secondary" ellipsis className="inv-file-name">
              {value.name}
            </Typography.Text>
          </div>
        )}
      </Space>
    </div>
  );
}

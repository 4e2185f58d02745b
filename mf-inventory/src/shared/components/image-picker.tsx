import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { useTranslation } from 'react-i18next';
import { FILE_ACCEPT, FileButton, useFileCheck, Typography } from '@agrocadena/shared-ui';
import { UPLOADS } from '@agrocadena/contracts/core';
import { useDelayedPreview } from '../hooks/use-delayed-preview';
import { Space } from '@agrocadena/shared-ui/forms';

interface Props {
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** Whether a refused file's message shows: the form keeps saving off meanwhile. */
  onRefusedChange?: (refused: boolean) => void;
  testId?: string;
}

/**
 * Picks one product image for a form without uploading it (the form uploads after saving the
 * product). The file is checked first (size, content, decoding): a refused one is not taken and
 * the picker says why; the preview of a good one follows a second later.
 */
export function ImagePicker({ value, onChange, onRefusedChange, testId = 'product-image' }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const file = useFileCheck('image');
  const preview = useDelayedPreview(value);

  async function pick(picked: File) {
    const ok = await file.check(picked);
    onRefusedChange?.(!ok);
    // Kept, never uploaded from here: the form uploads once the product exists.
    if (ok) onChange?.(picked);
  }

  return (
    <div data-testid={testId}>
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <FileButton
          accept={FILE_ACCEPT.image}
          onPick={(picked) => void pick(picked)}
          icon={<PictureOutlined />}
          loading={file.checking}
          data-testid={`${testId}-button`}
        >
          {t(value ? 'inventory:products.create.changeImage' : 'inventory:products.create.chooseImage')}
        </FileButton>
        <Typography.Text
          type={file.error ? 'danger' : 'secondary'}
          role={file.error ? 'alert' : undefined}
          data-testid={file.error ? `${testId}-refused` : undefined}
        >
          {file.error ?? t('inventory:products.create.imageHint', { max: UPLOADS.image.maxMb })}
        </Typography.Text>
        {value && (
          <div className="inv-image-preview">
            {preview.url ? (
              // The picture as chosen, before it is sent: a plain image (antd's zoom is for the saved one).
              <img src={preview.url} alt={t('inventory:products.create.imagePreviewAlt')} width={160} data-testid={`${testId}-preview`} />
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

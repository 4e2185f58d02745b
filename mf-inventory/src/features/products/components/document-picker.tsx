import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { FILE_ACCEPT, FileButton, useFileCheck, Typography, Button } from '@agrocadena/shared-ui';
import { UPLOADS } from '@agrocadena/contracts/core';
import { Space } from '@agrocadena/shared-ui/forms';

interface Props {
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** Whether a refused file's message shows: the form keeps saving off meanwhile. */
  onRefusedChange?: (refused: boolean) => void;
  testId?: string;
}

/** Picks an optional PDF data sheet for a form (uploaded by the form), checked by its content and size first. */
export function DocumentPicker({ value, onChange, onRefusedChange, testId = 'product-document' }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const file = useFileCheck('document');

  async function pick(picked: File) {
    const ok = await file.check(picked);
    onRefusedChange?.(!ok);
    if (ok) onChange?.(picked);
  }

  function remove() {
    file.clear();
    onRefusedChange?.(false);
    onChange?.(null);
  }

  return (
    <div data-testid={testId}>
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <Space wrap>
          <FileButton
            accept={FILE_ACCEPT.document}
            onPick={(picked) => void pick(picked)}
            icon={<FilePdfOutlined />}
            loading={file.checking}
            data-testid={`${testId}-button`}
          >
            {t('inventory:products.create.chooseDocument')}
          </FileButton>
          {(value || file.error) && (
            <Button
              icon={<DeleteOutlined />}
              size="large"
              type="text"
              aria-label={t('inventory:products.create.removeDocument')}
              onClick={remove}
              data-testid={`${testId}-remove`}
            />
          )}
        </Space>
        {value && (
          <Typography.Text className="inv-file-name" data-testid={`${testId}-name`}>
            {value.name}
          </Typography.Text>
        )}
        <Typography.Text
          type={file.error ? 'danger' : 'secondary'}
          role={file.error ? 'alert' : undefined}
          data-testid={file.error ? `${testId}-refused` : undefined}
        >
          {file.error ?? t('inventory:products.create.documentHint', { max: UPLOADS.document.maxMb })}
        </Typography.Text>
      </Space>
    </div>
  );
}

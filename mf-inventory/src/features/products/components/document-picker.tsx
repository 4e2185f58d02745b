import { useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { isAcceptableDocument } from '@agrocadena/shared-ui';
import { UPLOADS } from '@agrocadena/contracts';

interface Props {
  value?: File | null;
  onChange?: (file: File | null) => void;
  testId?: string;
}

/** Picks an optional PDF data sheet for a form (uploaded by the form); anything but a PDF ≤ 10 MB is refused. */
export function DocumentPicker({ value, onChange, testId = 'product-document' }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const [refused, setRefused] = useState(false);

  return (
    <div data-testid={testId}>
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <Space wrap>
          <Upload
            accept="application/pdf,.pdf"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              const acceptable = isAcceptableDocument(file);
              setRefused(!acceptable);
              if (acceptable) onChange?.(file);
              return acceptable ? false : Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<FilePdfOutlined />} size="large" data-testid={`${testId}-button`}>
              {t('inventory:products.create.chooseDocument')}
            </Button>
          </Upload>
          {value && (
            <Button
              icon={<DeleteOutlined />}
              size="large"
              type="text"
              aria-label={t('inventory:products.create.removeDocument')}
              onClick={() => onChange?.(null)}
              data-testid={`${testId}-remove`}
            />
          )}
        </Space>
        {value && (
          <Typography.Text className="inv-file-name" data-testid={`${testId}-name`}>
            {value.name}
          </Typography.Text>
        )}
        <Typography.Text type={refused ? 'danger' : 'secondary'} data-testid={refused ? `${testId}-refused` : undefined}>
          {refused
            ? t('common:validation.invalidDocument', { max: UPLOADS.document.maxMb })
            : t('inventory:products.create.documentHint', { max: UPLOADS.document.maxMb })}
        </Typography.Text>
      </Space>
    </div>
  );
}

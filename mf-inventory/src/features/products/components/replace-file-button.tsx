import type { ReactNode } from 'react';
import { Button, Upload } from 'antd';

interface Props {
  accept: string;
  label: string;
  icon: ReactNode;
  uploading: boolean;
  check: (file: File) => boolean;
  send: (file: File) => Promise<boolean>;
  testId: string;
}

/** An upload button that checks the file, then sends it with the caller's request. */
export function ReplaceFileButton({ accept, label, icon, uploading, check, send, testId }: Props) {
  return (
    <span data-testid={testId}>
      <Upload
        accept={accept}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => (check(file) ? true : Upload.LIST_IGNORE)}
        customRequest={({ file, onSuccess, onError }) => {
          void send(file as File).then((ok) => (ok ? onSuccess?.({}) : onError?.(new Error('upload failed'))));
        }}
      >
        <Button icon={icon} size="large" loading={uploading} data-testid={`${testId}-button`}>
          {label}
        </Button>
      </Upload>
    </span>
  );
}

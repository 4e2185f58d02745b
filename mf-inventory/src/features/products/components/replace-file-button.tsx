import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Upload } from '@agrocadena/shared-ui/forms';

interface Props {
  accept: string;
  label: string;
  icon: ReactNode;
  busy: boolean;
  check: (file: File) => Promise<boolean>;
  send: (file: File) => Promise<boolean>;
  testId: string;
}

/** An upload button that checks the file, then sends it with the caller's request. */
export function ReplaceFileButton({ accept, label, icon, busy, check, send, testId }: Props) {
  return (
    <span data-testid={testId}>
      <Upload
        accept={accept}
        showUploadList={false}
        maxCount={1}
        beforeUpload={async (file) => ((await check(file)) ? true : Upload.LIST_IGNORE)}
        customRequest={({ file, onSuccess, onError }) => {
          void send(file as File).then((ok) => (ok ? onSuccess?.({}) : onError?.(new Error('upload failed'))));
        }}
      >
        <Button icon={icon} size="large" loading={busy} data-testid={`${testId}-button`}>
          {label}
        </Button>
      </Upload>
    </span>
  );
}

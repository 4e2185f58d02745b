import type { ReactNode } from 'react';
import { FileButton } from '@agrocadena/shared-ui';

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
      <FileButton
        accept={accept}
        onPick={(file) => void check(file).then((ok) => ok && send(file))}
        icon={icon}
        loading={busy}
        data-testid={`${testId}-button`}
      >
        {label}
      </FileButton>
    </span>
  );
}

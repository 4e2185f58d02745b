import type { ReactNode } from 'react';
import type { useFileReplace } from '../hooks/use-file-replace';
import { ReplaceFileButton } from './replace-file-button';
import { Typography, Alert } from '@agrocadena/shared-ui';

interface Props {
  title: string;
  /** What the product has now (or a "none yet" text). */
  current: ReactNode;
  replace: ReturnType<typeof useFileReplace>;
  accept: string;
  buttonLabel: string;
  icon: ReactNode;
  hint: string;
  /** `<testId>-replace` for the button, `<testId>-replace-error` for a refusal. */
  testId: string;
}

/** One file of a product: what it is now, a replace button, the rules, and why a file was refused. */
export function FileSection({ title, current, replace, accept, buttonLabel, icon, hint, testId }: Props) {
  const headingId = `${testId}-section`;
  return (
    <section className="inv-file-section" aria-labelledby={headingId}>
      <Typography.Title level={5} id={headingId}>
        {title}
      </Typography.Title>
      <Typography.Paragraph>{current}</Typography.Paragraph>
      <ReplaceFileButton
        accept={accept}
        label={buttonLabel}
        icon={icon}
        busy={replace.busy}
        check={replace.check}
        send={replace.send}
        testId={`${testId}-replace`}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {hint}
      </Typography.Paragraph>
      {replace.error && <Alert type="error" showIcon title={replace.error} data-testid={`${testId}-replace-error`} />}
    </section>
  );
}

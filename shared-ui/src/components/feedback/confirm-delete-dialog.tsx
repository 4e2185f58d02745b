import type { ReactNode } from 'react';
import { Alert } from './alert';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../antd-parts';
import { Typography } from '../data-display/typography';

interface Props {
  open: boolean;
  title: string;
  /** "Delete the … «name»?" */
  question: string;
  /** The refusal of the last attempt (shown in the dialog: docs/domain.md#screens), with what it names below it. */
  error?: string | null;
  errorDetails?: ReactNode;
  /** A refusal that trying again cannot change (e.g. still in use) disables delete. */
  blocked?: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** `<testId>-dialog`, `<testId>-confirm`, `<testId>-error`. */
  testId: string;
}

/** Asks before a delete; the delete button is red and says so. */
export function ConfirmDeleteDialog({ open, title, question, error, errorDetails, blocked = false, deleting, onConfirm, onClose, testId }: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={onConfirm}
      okText={t('actions.delete')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: true, disabled: blocked, 'data-testid': `${testId}-confirm` } as never}
      confirmLoading={deleting}
      data-testid={`${testId}-dialog`}
    >
      <Typography.Paragraph>{question}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} description={errorDetails} data-testid={`${testId}-error`} />}
    </Modal>
  );
}

import type { ReactNode } from 'react';
import type { InUse } from '@agrocadena/contracts';
import { Alert } from './alert';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../antd-parts';
import { Typography } from '../data-display/typography';
import { Button } from '../buttons/button';

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
  /**
   * What a 409 IN_USE said uses the row (shared-ui's `usesOf`): listed under the refusal, delete
   * disabled, and `onRetire` offered instead (docs/domain.md#in-use).
   */
  uses?: readonly InUse[];
  onRetire?: () => void;
  retiring?: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** `<testId>-dialog`, `-confirm`, `-cancel`, `-error`, `-uses`, `-retire`. */
  testId: string;
}

/** Asks before a delete; the delete button is red and says so. Something in use may be retired instead. */
export function ConfirmDeleteDialog({
  open,
  title,
  question,
  error,
  errorDetails,
  blocked = false,
  uses = [],
  onRetire,
  retiring = false,
  deleting,
  onConfirm,
  onClose,
  testId,
}: Props) {
  const { t } = useTranslation('common');
  const inUse = uses.length > 0;
  const retire = inUse && onRetire && (
    <Button key="retire" type="primary" onClick={onRetire} loading={retiring} data-testid={`${testId}-retire`}>
      {t('inUse.retire')}
    </Button>
  );
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={onConfirm}
      okText={t('actions.delete')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: true, disabled: blocked || inUse, 'data-testid': `${testId}-confirm` } as never}
      cancelButtonProps={{ disabled: deleting || retiring, 'data-testid': `${testId}-cancel` } as never}
      confirmLoading={deleting}
      footer={
        retire
          ? (buttons) => (
              <>
                {buttons}
                {retire}
              </>
            )
          : undefined
      }
      data-testid={`${testId}-dialog`}
    >
      <Typography.Paragraph>{question}</Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          description={
            inUse ? (
              <>
                {t('inUse.usedBy')}
                <ul data-testid={`${testId}-uses`}>
                  {uses.map((use) => (
                    <li key={`${use.kind}-${use._id}`}>{t(`inUse.kinds.${use.kind}`, { name: use.name })}</li>
                  ))}
                </ul>
                {onRetire && t('inUse.retireHint')}
              </>
            ) : (
              errorDetails
            )
          }
          data-testid={`${testId}-error`}
        />
      )}
    </Modal>
  );
}

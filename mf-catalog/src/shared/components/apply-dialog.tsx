import type { ReactNode } from 'react';
import { Alert, Button } from '@agrocadena/shared-ui';
import { useTranslation } from 'react-i18next';
import { Modal } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  title: string;
  /** The form's missing fields, or the server's refusal: shown under the form, which stays open. */
  error: string | null;
  pending: boolean;
  /** Nothing can be sent (a product without a price): the send button is off. */
  blocked?: boolean;
  onSend: () => void;
  onClose: () => void;
  /** `<testId>-dialog`, `<testId>-send`, `<testId>-error`. */
  testId: string;
  children: ReactNode;
}

/** The frame of an application for an offer: its form, what went wrong, cancel and send. */
export function ApplyDialog({ title, error, pending, blocked = false, onSend, onClose, testId, children }: Props) {
  const { t } = useTranslation(['catalog', 'common']);
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid={`${testId}-dialog`}
      footer={
        <div className="cat-dialog-actions">
          <Button size="large" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="primary" size="large" loading={pending} disabled={blocked} onClick={onSend} data-testid={`${testId}-send`}>
            {t('catalog:apply.send')}
          </Button>
        </div>
      }
    >
      {children}
      {error && <Alert type="error" showIcon title={error} className="cat-dialog-error" data-testid={`${testId}-error`} />}
    </Modal>
  );
}

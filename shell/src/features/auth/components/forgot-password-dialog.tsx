import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePasswordRecovery } from '../hooks/use-password-recovery';
import { Form, Input } from '@agrocadena/shared-ui/forms';
import { Modal } from '@agrocadena/shared-ui/antd-forms';
import { useToast, Alert, Button } from '@agrocadena/shared-ui';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Pre-filled from the log-in form when the user already typed it. */
  initialEmail?: string;
}

/**
 * Asks for the recovery mail. Sent: the dialog closes and a toast says so (the answer is the same
 * whether or not the account exists). Refused: the reason stays in the dialog to fix and resend.
 */
export function ForgotPasswordDialog({ open, onClose, initialEmail }: Props) {
  const { t } = useTranslation('shell');
  const toast = useToast();
  const [email, setEmail] = useState(initialEmail ?? '');
  const recovery = usePasswordRecovery();
  const sending = recovery.isPending;
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    recovery.reset();
    onClose();
  };

  const send = () => {
    if (!email.trim()) {
      setProblem(t('common:validation.fillInTheRequiredFields'));
      return;
    }
    recovery.mutate(email.trim(), {
      onSuccess: (answer) => {
        toast.success(answer || t('common:success.recoveryEmailSent'));
        close();
      },
      onError: (error) => setProblem(error.message || t('common:errors.operationFailed')),
    });
  };

  return (
    <Modal
      open={open}
      title={t('login.forgotTitle')}
      onCancel={close}
      afterOpenChange={(visible) => visible && setEmail((current) => current || initialEmail || '')}
      destroyOnHidden
      footer={[
        <Button key="cancel" size="large" onClick={close} data-testid="forgot-cancel">
          {t('common:actions.cancel')}
        </Button>,
        <Button key="send" size="large" type="primary" loading={sending} onClick={send} data-testid="forgot-send">
          {t('common:actions.send')}
        </Button>,
      ]}
    >
      <p>{t('login.forgotHint')}</p>
      <Form layout="vertical" component="div">
        <Form.Item label={t('common:fields.email')} htmlFor="forgot-email" required>
          <Input
            id="forgot-email"
            size="large"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onPressEnter={send}
            data-testid="forgot-email"
          />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" title={problem} showIcon data-testid="forgot-answer" />}
    </Modal>
  );
}

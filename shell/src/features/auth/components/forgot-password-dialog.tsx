import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePasswordRecovery } from '../hooks/use-password-recovery';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Pre-filled from the log-in form when the user already typed it. */
  initialEmail?: string;
}

/** Asks for the recovery mail; the server's answer (success or not) is shown inside the dialog. */
export function ForgotPasswordDialog({ open, onClose, initialEmail }: Props) {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState(initialEmail ?? '');
  const recovery = usePasswordRecovery();
  const sending = recovery.isPending;
  const [answer, setAnswer] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const send = () => {
    if (!email.trim()) {
      setAnswer({ type: 'error', text: t('common:validation.fillInTheRequiredFields') });
      return;
    }
    recovery.mutate(email.trim(), {
      onSuccess: (message) => setAnswer({ type: 'success', text: message || t('common:success.recoveryEmailSent') }),
      onError: (error) => setAnswer({ type: 'error', text: error.message || t('common:errors.operationFailed') }),
    });
  };

  const close = () => {
    setAnswer(null);
    recovery.reset();
    onClose();
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
      {answer && <Alert type={answer.type} title={answer.text} showIcon data-testid="forgot-answer" />}
    </Modal>
  );
}

import { Button } from '@agrocadena/shared-ui';
import { useTranslation } from 'react-i18next';
import { SuccessDialog } from '@agrocadena/shared-ui/antd-forms';

/** After an application: the request is on its way and the provider will get in touch. */
export function RequestSentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <SuccessDialog
      open={open}
      title={t('success.successfulOperation')}
      text={t('success.providerWillContact')}
      testId="request-sent"
      actions={
        <Button type="primary" size="large" onClick={onClose} data-testid="request-sent-ok">
          {t('actions.accept')}
        </Button>
      }
    />
  );
}

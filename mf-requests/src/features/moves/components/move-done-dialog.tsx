import { Button } from '@agrocadena/shared-ui';
import { useTranslation } from 'react-i18next';
import type { RequestAction } from '@agrocadena/contracts/core';
import { SuccessDialog } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  /** The move just made; null: closed. */
  action: RequestAction | null;
  onClose: () => void;
}

/** "Successful operation" after a move (docs/domain.md#errors), and what it changed. */
export function MoveDoneDialog({ action, onClose }: Props) {
  const { t } = useTranslation(['requests', 'common']);
  return (
    <SuccessDialog
      open={action !== null}
      title={t('common:success.successfulOperation')}
      text={action ? t(`requests:moves.done.${action}`) : undefined}
      testId="request-move-done"
      actions={
        <Button type="primary" size="large" onClick={onClose} data-testid="request-move-done-accept">
          {t('common:actions.accept')}
        </Button>
      }
    />
  );
}

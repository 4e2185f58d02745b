import { Alert } from '@agrocadena/shared-ui';
import { useTranslation } from 'react-i18next';

/** Nobody asks for their own service (docs/domain.md#permissions). */
export function OwnServiceNotice() {
  const { t } = useTranslation(['catalog', 'common']);
  return (
    <Alert
      type="warning"
      showIcon
      className="cat-dialog-notice"
      title={t('common:validation.youCannotOrderMadeByYourself', { thing: t('catalog:things.service') })}
      data-testid="apply-service-own"
    />
  );
}

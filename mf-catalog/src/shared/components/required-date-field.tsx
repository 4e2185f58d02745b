import { useTranslation } from 'react-i18next';
import { DayField } from '@agrocadena/shared-ui/forms';

/** The day a service is needed: today or later. */
export function RequiredDateField({ testId }: { testId: string }) {
  const { t } = useTranslation('catalog');
  return <DayField name="requiredDate" label={t('apply.requiredDate')} testId={testId} />;
}

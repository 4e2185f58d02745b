import { useTranslation } from 'react-i18next';
import { Tag } from '@agrocadena/shared-ui';

/** The production order column's "outsourced" label (docs/domain.md#outsourcing) of a run a provider does. */
export function OutsourcedTag() {
  const { t } = useTranslation('production');
  return <Tag data-testid="run-outsourced">{t('outsourcedRuns.label')}</Tag>;
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@agrocadena/shared-ui';
import { useProductionOwnerId } from '../hooks/use-production-owner';
import '../../i18n/register';

/**
 * Only the user types that run production (enterprises) define and run it; the API answers anyone
 * else 403 ENTERPRISE_ONLY. A user who follows a link here anyway reads why, instead of an error.
 */
export function EnterpriseOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('production');
  if (useProductionOwnerId()) return <>{children}</>;
  return <EmptyState title={t('access.enterpriseOnly')} hint={t('access.enterpriseOnlyHint')} testId="enterprise-only" />;
}

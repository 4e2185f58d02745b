import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, useSessionStore } from '@agrocadena/shared-ui';
import '../../i18n/register';

/**
 * Spec §6: only enterprises define and run production; the API answers anyone else 403
 * ENTERPRISE_ONLY. A user who follows a link here anyway reads why, instead of an error.
 */
export function EnterpriseOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('production');
  const userType = useSessionStore((s) => s.user?.userType);
  if (userType === 'ENTERPRISE') return <>{children}</>;
  return <EmptyState title={t('access.enterpriseOnly')} hint={t('access.enterpriseOnlyHint')} testId="enterprise-only" />;
}

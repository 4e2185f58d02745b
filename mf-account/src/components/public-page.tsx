import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect, PageCard, Typography } from '@agrocadena/shared-ui';
import './account.css';

interface Props {
  title: string;
  subtitle?: string;
  testId: string;
  children: ReactNode;
}

/** The frame of the pages opened from a mailed link, without a session or the app's layout: brand, language, one card. */
export function PublicPage({ title, subtitle, testId, children }: Props) {
  const { t } = useTranslation('common');
  const brand = (
    <div className="acc-public-brand">
      <Typography.Title level={4}>{t('appName')}</Typography.Title>
      <LanguageSelect long size="large" />
    </div>
  );
  return (
    <main className="acc-public">
      <PageCard header={brand} title={title} subtitle={subtitle} testId={testId}>
        {children}
      </PageCard>
    </main>
  );
}

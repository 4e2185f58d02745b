import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@agrocadena/contracts/core';
import './app-footer.css';

export function AppFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className="app-footer">
      <span>© AgroCadena · {t('footer.tagline')}</span>
      <span data-testid="app-version">{t('common:version', { version: APP_VERSION })}</span>
    </footer>
  );
}

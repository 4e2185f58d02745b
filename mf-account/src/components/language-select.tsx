import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, useLanguageStore } from '@agrocadena/shared-ui';

/** For pages rendered without the shell's layout (and so without its language select). */
export function LanguageSelect() {
  const { t } = useTranslation(['account', 'common']);
  const { language, setLanguage } = useLanguageStore();
  return (
    <Select
      value={language}
      onChange={setLanguage}
      aria-label={t('account:password.language')}
      prefix={<GlobalOutlined aria-hidden />}
      style={{ minWidth: 132 }}
      size="large"
      options={SUPPORTED_LANGUAGES.map((lng) => ({ value: lng, label: t(`common:languages.${lng}`) }))}
      data-testid="language-select"
    />
  );
}

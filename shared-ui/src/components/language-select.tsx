import { Select } from 'antd';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../i18n/language-store';
import { LANGUAGES, type Language } from '@agrocadena/contracts';

interface Props {
  /** Full names ("Español") instead of the short codes ("ES"). */
  long?: boolean;
  size?: 'small' | 'middle' | 'large';
  className?: string;
}

/** Switches the interface language of the whole suite (remembered locally). */
export function LanguageSelect({ long = false, size = 'middle', className }: Props) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguageStore();
  return (
    <Select<Language>
      className={className}
      size={size}
      value={language}
      onChange={setLanguage}
      aria-label={t('fields.language')}
      prefix={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      options={LANGUAGES.map((lng) => ({ value: lng, label: long ? t(`languages.${lng}`) : lng.toUpperCase() }))}
      data-testid="language-select"
    />
  );
}

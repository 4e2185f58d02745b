import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import type { Language } from '@agrocadena/contracts';
import { LANGUAGES } from '@agrocadena/contracts/core';
import { useLanguageStore } from '../../i18n/language-store';
import { NativeSelect } from './native-select';

interface Props {
  /** Full names ("Español") instead of the short codes ("ES"). */
  long?: boolean;
  size?: 'middle' | 'large';
  className?: string;
}

/**
 * Switches the interface language of the whole suite (remembered locally). The browser's own
 * select: the phone's picker, no component library on the public pages.
 */
export function LanguageSelect({ long = false, size = 'middle', className = '' }: Props) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguageStore();
  return (
    <NativeSelect<Language>
      className={`language-select ${className}`}
      size={size}
      icon={<GlobalOutlined aria-hidden />}
      value={language}
      onChange={setLanguage}
      choices={LANGUAGES.map((lng) => ({ value: lng, label: long ? t(`languages.${lng}`) : lng.toUpperCase() }))}
      aria-label={t('fields.language')}
      data-testid="language-select"
    />
  );
}

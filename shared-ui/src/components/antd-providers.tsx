import { useMemo, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import esES from 'antd/locale/es_ES';
import enUS from 'antd/locale/en_US';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import { useLanguageStore } from '../i18n/language-store';
import { ToastProvider } from './toast';
import './antd-root.css';
import './touch-targets.css';
import './phone-fit.css';

// The class on which antd declares its CSS variables (theme.cssVar.key). The providers' own box
// carries it, so what shared-ui draws without antd (texts, toasts) reads the theme as antd does.
const ANTD_VARIABLES_CLASS = 'ac-antd-vars';

export const theme: ThemeConfig = {
  cssVar: { key: ANTD_VARIABLES_CLASS },
  token: {
    // Also --ac-primary in tokens.css, for shared-ui's components drawn without antd.
    colorPrimary: '#2f7d32',
    colorLink: '#2f7d32',
    borderRadius: 8,
    fontSize: 15,
    // Touch targets of 44 px at least (buttons, inputs, selects, pagers): the suite is used on phones in the field.
    controlHeight: 44,
    controlHeightLG: 48,
  },
};

interface Props {
  children: ReactNode;
  /** The suite's theme with additions (the shell's dark menu, say); made once, outside render. */
  theme?: ThemeConfig;
}

/**
 * antd's theme and locale, following the chosen language, and the suite's toasts. One box, as
 * antd's App drew, gives the pages the theme's font and CSS variables.
 * Someone whose system asks for reduced motion gets no animations (dialogs, menus and lists open
 * and close at once).
 */
export function AntdProviders({ children, theme: themed = theme }: Props) {
  const language = useLanguageStore((s) => s.language);
  const reducedMotion = usePrefersReducedMotion();
  const applied = useMemo(() => (reducedMotion ? { ...themed, token: { ...themed.token, motion: false } } : themed), [themed, reducedMotion]);
  return (
    <ConfigProvider locale={language === 'en' ? enUS : esES} theme={applied}>
      <div className={`ac-antd-root ${ANTD_VARIABLES_CLASS}`}>
        <ToastProvider>{children}</ToastProvider>
      </div>
    </ConfigProvider>
  );
}

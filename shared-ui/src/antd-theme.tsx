import { forwardRef, useContext, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd/es/index.js';
import esES from 'antd/locale/es_ES';
import enUS from 'antd/locale/en_US';
import { ControlSettingsContext } from './components/theme/control-settings';
import { usePrefersReducedMotion } from './hooks/use-reduced-motion';
import { useLanguageStore } from './i18n/language-store';
import './components/theme/touch-targets.css';

/** The suite's antd theme; shared-ui's own components draw the same values in their CSS. */
const theme: ThemeConfig = {
  token: {
    // Also --ac-primary in tokens.css, for shared-ui's components drawn without antd.
    colorPrimary: '#2f7d32',
    colorLink: '#2f7d32',
    // Text colours that read at 4.5:1 (WCAG 2.2 AA, docs/accessibility.md#contrast), as in tokens.css:
    // antd's hover green, quiet grey (0.45), red and green do not.
    colorPrimaryHover: '#276a2a',
    colorLinkHover: '#1d5720',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorWarningText: '#ad4e00',
    green7: '#237804',
    borderRadius: 8,
    fontSize: 15,
    // Touch targets of 44 px at least (buttons, inputs, selects, pagers): the suite is used on phones in the field.
    controlHeight: 44,
    controlHeightLG: 48,
  },
};

const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

/**
 * antd's theme and locale, following the chosen language, and the size and disabled state of the
 * suite's form around. Someone whose system asks for reduced motion gets no animations (dialogs and
 * lists open and close at once).
 */
function AntdTheme({ children }: { children: ReactNode }) {
  const language = useLanguageStore((s) => s.language);
  const reducedMotion = usePrefersReducedMotion();
  const { size, disabled } = useContext(ControlSettingsContext);
  return (
    <ConfigProvider
      locale={language === 'en' ? enUS : esES}
      theme={reducedMotion ? stillTheme : theme}
      componentSize={size}
      componentDisabled={disabled}
    >
      {children}
    </ConfigProvider>
  );
}

// What React keeps on a component object itself (a forwardRef's render, a memo's type…): never copied.
const REACT_OWN_KEYS = new Set(['$$typeof', 'render', 'type', 'compare', 'displayName', 'propTypes', 'defaultProps', 'contextTypes']);

/**
 * An antd component inside its theme, its static members (Modal.useModal, Select.Option…) kept.
 * Each antd component takes the theme itself rather than from one provider around the app: the
 * app's first paint then carries no antd at all (issue 13), and antd arrives with the first
 * dialog or searchable list a page draws.
 */
export function themed<C extends object>(Component: C): C {
  const Inner = Component as unknown as ComponentType<Record<string, unknown>>;
  const Themed = forwardRef<unknown, Record<string, unknown>>(function Themed(props, ref) {
    return (
      <AntdTheme>
        <Inner {...props} ref={ref} />
      </AntdTheme>
    );
  });
  for (const [key, value] of Object.entries(Component)) {
    if (!REACT_OWN_KEYS.has(key)) Object.assign(Themed, { [key]: value });
  }
  const named = Component as { displayName?: string; name?: string };
  Themed.displayName = `Themed(${named.displayName ?? named.name ?? 'antd'})`;
  return Themed as unknown as C;
}

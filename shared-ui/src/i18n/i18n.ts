import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEs from './locales/common.es.json';
import commonEn from './locales/common.en.json';
import type { Language } from '@agrocadena/contracts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@agrocadena/contracts/core';

export const LANGUAGE_STORAGE_KEY = 'LANGUAGE';

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'en' || value === 'es' ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The one i18next instance of the suite; shared-ui is a federated singleton, so is this. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  resources: { es: { common: commonEs }, en: { common: commonEn } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initImmediate: false,
} as Parameters<I18n['init']>[0]);

/** A remote adds its own namespace (`inventory`, `account`, …) to the shared instance. */
export function registerNamespace(ns: string, bundles: { es: object; en: object }): void {
  for (const lng of LANGUAGES) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, bundles[lng], true, false);
  }
}

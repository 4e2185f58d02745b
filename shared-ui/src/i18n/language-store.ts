import { create } from 'zustand';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/en';
import type { Language } from '@agrocadena/contracts';
import { i18n, LANGUAGE_STORAGE_KEY, storedLanguage } from './i18n';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

function apply(language: Language) {
  void i18n.changeLanguage(language);
  dayjs.locale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const useLanguageStore = create<LanguageState>((set) => ({
  language: storedLanguage(),
  setLanguage: (language) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      /* private mode: the choice lasts for this visit only */
    }
    apply(language);
    set({ language });
  },
}));

apply(useLanguageStore.getState().language);

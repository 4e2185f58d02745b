import { create } from 'zustand';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/en';
import { i18n, LANGUAGE_STORAGE_KEY, storedLanguage, type AppLanguage } from './i18n';

interface LanguageState {
  language: AppLanguage;
  setLanguage: (language: AppLanguage) => void;
}

function apply(language: AppLanguage) {
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

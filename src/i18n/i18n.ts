import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '@services/storage/keys';
import { storage } from '@services/storage/storage';
import { commonZh } from './locales/zh/common';
import { commonEn } from './locales/en/common';
import { validationZh } from './locales/zh/validation';
import { validationEn } from './locales/en/validation';
import { shellExtraZh } from './locales/zh/shell-extra';
import { shellExtraEn } from './locales/en/shell-extra';

export type Language = 'zh' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'en'];

/** The stored language, zh by default (spec 000 §1). */
export function storedLanguage(): Language {
  const v = storage.get<string>(STORAGE_KEYS.language);
  return v === 'en' ? 'en' : 'zh';
}

export const resources = {
  zh: { common: commonZh, validation: validationZh, shellExtra: shellExtraZh },
  en: { common: commonEn, validation: validationEn, shellExtra: shellExtraEn },
} as const;

/** Initialises i18next once with zh and en; returns the instance. */
export function initI18n(lng: Language = storedLanguage()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng,
      fallbackLng: 'zh',
      ns: ['common', 'validation', 'shellExtra'],
      defaultNS: 'common',
      resources,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  } else if (i18next.language !== lng) {
    void i18next.changeLanguage(lng);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
  return i18next;
}

/** Switches and stores the language. */
export async function setLanguage(lng: Language): Promise<void> {
  storage.set(STORAGE_KEYS.language, lng);
  await i18next.changeLanguage(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
}

export { i18next };

/**
 * Adds a namespace that loads with a later chunk (the shell) rather than with the login page; registers
 * at once when i18next is ready, else as soon as it is.
 */
export function registerLazyNamespace(ns: string, zh: object, en: object): void {
  const register = () => {
    if (!i18next.hasResourceBundle('zh', ns)) i18next.addResourceBundle('zh', ns, zh, true, true);
    if (!i18next.hasResourceBundle('en', ns)) i18next.addResourceBundle('en', ns, en, true, true);
  };
  if (i18next.isInitialized) register();
  else i18next.on('initialized', register);
}

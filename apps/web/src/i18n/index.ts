export type { MessageKey } from './catalogs';
export { I18nProvider, useLanguage } from './i18n-provider';
export type { Language, StoredLanguage } from './languages';
export { Ltr } from './ltr';
export { useCurrentLanguage, useFormatter, useT } from './use-t';
export { useUserLanguage } from './use-user-language';

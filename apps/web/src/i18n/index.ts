export type { MessageKey } from './catalogs';
export { I18nProvider, useLanguage } from './i18n-provider';
export type { Language, StoredLanguage } from './languages';
export { Ltr } from './ltr';
export type { Translate } from './use-t';
export { useCurrentLanguage, useFormatter, useMessage, useT } from './use-t';
export { useUserLanguage } from './use-user-language';

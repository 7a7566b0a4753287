import type { MessageLanguage } from '@tillwise/domain';

type Translator = (message: string, language: MessageLanguage) => string;

let urdu: Translator | null = null;

/**
 * The server's messages in Urdu (`packages/domain/src/i18n`, every message the server and the
 * domain's rules can give) are a chunk of their own, fetched with the Urdu catalog (`loadCatalog`):
 * the sign-in page in English does not carry them.
 */
export async function loadServerMessages(language: string): Promise<void> {
  if (language !== 'ur' || urdu) return;
  urdu = (await import('@tillwise/domain/i18n/translate')).translateMessage;
}

/** Puts the translator in memory without a fetch (the web tests' setup). */
export function primeServerMessages(translate: Translator): void {
  urdu = translate;
}

/**
 * A message of the server or the domain in the language, or as it is when it has no translation.
 * Urdu is asked for only once its catalog is loaded, which loads the messages too.
 */
export function translateMessage(message: string, language: MessageLanguage): string {
  return language === 'ur' && urdu ? urdu(message, language) : message;
}

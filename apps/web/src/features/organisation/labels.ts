import type { CompanyType, UserType } from '@tillwise/domain';
import { useCallback, useContext } from 'react';
import { IntlContext } from 'react-intl';
import { useT } from '../../i18n';
import { translateMessage } from '../../i18n/server-messages';

/**
 * The department types' and roles' names in the chosen language (the domain's COMPANY_TYPE_LABELS
 * and USER_TYPE_LABELS are English), and a domain message (a form rule's, written once in
 * packages/domain) in it where the server's catalog has it.
 */
export function useOrgLabels() {
  const t = useT();
  const language = useMessageLanguage();
  const companyType = useCallback((type: CompanyType) => t(`organisation.companyType.${type}`), [t]);
  const userType = useCallback((type: UserType) => t(`organisation.userType.${type}`), [t]);
  const message = useCallback(
    (text: string | undefined) => (text === undefined ? undefined : translateMessage(text, language)),
    [language],
  );
  return { t, companyType, userType, message };
}

/** Urdu when the screen is in Urdu; English otherwise (and outside the providers, as in unit tests). */
function useMessageLanguage(): 'en' | 'ur' {
  return useContext(IntlContext)?.locale.startsWith('ur') ? 'ur' : 'en';
}

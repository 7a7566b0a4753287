import type { UserWire } from '@tillwise/domain';
import { useEffect, useRef } from 'react';
import { useLanguage } from './i18n-provider';

/**
 * After sign-in the user's own language, else the company's default, takes over from the browser's
 * (issue 43). Applied when that setting changes, so a choice made on this screen is not undone.
 */
export function useUserLanguage(user: Pick<UserWire, 'language' | 'company'>): void {
  const { language, setLanguage } = useLanguage();
  const wanted = user.language ?? user.company?.default_language ?? null;
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || applied.current === wanted) return;
    applied.current = wanted;
    if (wanted !== language) void setLanguage(wanted);
  }, [wanted, language, setLanguage]);
}

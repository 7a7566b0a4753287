import { CASH_MOVE_REASONS, TILL_METHODS, type TillMethod } from '@tillwise/domain';
import { useCallback } from 'react';
import { useT } from '../../i18n';

const REASONS = new Set(Object.keys(CASH_MOVE_REASONS));
const METHODS = new Set<string>(TILL_METHODS);

/**
 * The payment methods' and cash reasons' names in the chosen language (the domain's
 * TILL_METHOD_LABELS and cashReasonLabel are English); an unknown code shows as it is.
 */
export function useTillLabels() {
  const t = useT();
  const method = useCallback(
    (m: TillMethod | string) => (METHODS.has(m) ? t(`tillSessions.method.${m as TillMethod}`) : m),
    [t],
  );
  const reason = useCallback(
    (r: string) => (REASONS.has(r) ? t(`tillSessions.reason.${r as keyof typeof CASH_MOVE_REASONS}`) : r),
    [t],
  );
  return { method, reason };
}
